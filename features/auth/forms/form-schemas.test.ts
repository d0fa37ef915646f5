import { z } from 'zod/mini';
import { registerFormSchema } from './form-schemas';

const form = (name: string) => ({ name, email: 'anna@example.com', password: 'secret-pass', password_confirmation: 'secret-pass', consent: true });

describe('the registration form', () => {
  it('refuses in the browser a name the server would refuse (broken or control characters), with its own message', () => {
    for (const name of ['Анна \uD83D', 'Анна\u0000', 'Анна\tПетрова']) {
      const issues = z.safeParse(registerFormSchema, form(name)).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['name', 'characters']]);
    }
    expect(z.safeParse(registerFormSchema, form('Анна \u202Eעברית')).success).toBe(true);
  });
});

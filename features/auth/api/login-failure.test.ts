import { ApiFailure } from '@/lib/api/api-failure';
import { describeLoginFailure } from './login-failure';

const http = (status: number, details: unknown, error = 'x') =>
  new ApiFailure({ status, statusText: '', error, details, kind: 'http' });

describe('describeLoginFailure', () => {
  it('puts 422 field messages under their fields', () => {
    const view = describeLoginFailure(
      http(422, { message: 'The given data was invalid.', errors: { email: ['Wrong.'], password: ['Short.'] } }),
    );
    expect(view).toEqual({
      fields: { email: { kind: 'server', text: 'Wrong.' }, password: { kind: 'server', text: 'Short.' } },
      alert: null,
    });
  });

  it("shows 'The given data was invalid' as a prompt to enter the e-mail", () => {
    const view = describeLoginFailure(http(422, { message: 'The given data was invalid.' }, 'The given data was invalid.'));
    expect(view.fields.email).toEqual({ kind: 'enter-email' });
  });

  it.each(['Указанные данные недействительны.', 'Les données fournies sont invalides.'])(
    'recognises the localised summary %s as the same prompt',
    (summary) => {
      expect(describeLoginFailure(http(422, { message: summary }, summary)).fields.email).toEqual({ kind: 'enter-email' });
    },
  );

  it('maps 429, 5xx, network failures and unknown errors to alerts', () => {
    expect(describeLoginFailure(http(429, null)).alert).toBe('tooManyAttempts');
    expect(describeLoginFailure(http(503, null)).alert).toBe('serverUnavailable');
    expect(
      describeLoginFailure(new ApiFailure({ status: 0, statusText: '', error: '', kind: 'network' })).alert,
    ).toBe('serverUnavailable');
    expect(describeLoginFailure(new Error('boom')).alert).toBe('unexpected');
    expect(describeLoginFailure(http(403, null)).alert).toBe('unexpected');
  });
});

import { costStepSchema, dataStepSchema, NEW_TEAM, teamStepSchema } from './step-schemas';

/** The message keys a schema reports, by field. */
function problems(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const data = { name: 'Анна Петрова', email: '', cityId: '1', city: '' };

describe('step Data', () => {
  it("requires the full name ('The full name field is required', localised by its key)", () => {
    expect(problems(dataStepSchema({ guest: false, freeCity: false }), { ...data, name: '   ' })).toEqual({ name: 'nameRequired' });
  });

  it('a signed-in player chooses a city from the list; the e-mail is the account’s', () => {
    const schema = dataStepSchema({ guest: false, freeCity: false });
    expect(problems(schema, data)).toEqual({});
    expect(problems(schema, { ...data, cityId: '' })).toEqual({ cityId: 'cityRequired' });
  });

  it('a guest (en, fr) gives an e-mail and types the city', () => {
    const schema = dataStepSchema({ guest: true, freeCity: true });
    expect(problems(schema, { ...data, email: 'anna@example.com', city: 'Lyon', cityId: '' })).toEqual({});
    expect(problems(schema, { ...data, email: '', city: ' ' })).toEqual({ email: 'emailRequired', city: 'cityRequired' });
    expect(problems(schema, { ...data, email: 'anna@', city: 'Lyon' })).toEqual({ email: 'emailInvalid' });
    expect(problems(schema, { ...data, email: 'имя@почта.рф', city: 'Paris' })).toEqual({});
  });

  it('refuses what the server would (255 characters)', () => {
    expect(problems(dataStepSchema({ guest: false, freeCity: false }), { ...data, name: 'a'.repeat(256) })).toEqual({ name: 'tooLong' });
  });
});

describe('step Team', () => {
  it('asks to choose a team, and names a new one', () => {
    expect(problems(teamStepSchema, { choice: '', teamName: '' })).toEqual({ choice: 'teamRequired' });
    expect(problems(teamStepSchema, { choice: NEW_TEAM, teamName: '  ' })).toEqual({ teamName: 'teamNameRequired' });
    expect(problems(teamStepSchema, { choice: NEW_TEAM, teamName: 'Совы' })).toEqual({});
    expect(problems(teamStepSchema, { choice: '12', teamName: '' })).toEqual({});
    expect(problems(teamStepSchema, { choice: NEW_TEAM, teamName: 'x'.repeat(101) })).toEqual({ teamName: 'tooLong' });
  });
});

describe('step Cost', () => {
  it('requires the personal-data consent and the user agreement; the promo code is optional', () => {
    expect(problems(costStepSchema, { promo: '', consent: false, agreement: false })).toEqual({ consent: 'consentRequired', agreement: 'agreementRequired' });
    expect(problems(costStepSchema, { promo: '', consent: true, agreement: true })).toEqual({});
    expect(problems(costStepSchema, { promo: 'x'.repeat(65), consent: true, agreement: true })).toEqual({ promo: 'tooLong' });
  });
});

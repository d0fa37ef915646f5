import { isApiFailure } from '@/lib/api/api-failure';

export type LoginField = 'email' | 'password';

/** What to show for a field: the server's own text, or our localised prompt to enter the e-mail. */
export type LoginFieldMessage = { kind: 'server'; text: string } | { kind: 'enter-email' };

/** Form-wide problems, each a localised message key of `auth.login`. */
export type LoginAlert = 'serverUnavailable' | 'tooManyAttempts' | 'unexpected';

export interface LoginFailureView {
  fields: Partial<Record<LoginField, LoginFieldMessage>>;
  alert: LoginAlert | null;
}

/**
 * Laravel's validation summary in the languages the platform answers in (it localises by Accept-Language);
 * the spec shows it as a prompt to enter the e-mail rather than verbatim.
 */
const GIVEN_DATA_INVALID = /^(the given data was invalid|указанные данные недействительны|les données fournies sont invalides)\.?$/i;

const toFieldMessage = (text: string): LoginFieldMessage =>
  GIVEN_DATA_INVALID.test(text.trim()) ? { kind: 'enter-email' } : { kind: 'server', text };

/** Decides where a failed login is shown: under a field (422 and friends) or in the form's alert region. */
export function describeLoginFailure(error: unknown): LoginFailureView {
  if (!isApiFailure(error)) return { fields: {}, alert: 'unexpected' };
  if (error.kind === 'network' || error.status >= 500) return { fields: {}, alert: 'serverUnavailable' };
  if (error.status === 429) return { fields: {}, alert: 'tooManyAttempts' };
  if (error.status === 422 || error.status === 401) {
    const fields: LoginFailureView['fields'] = {};
    for (const field of ['email', 'password'] as const) {
      const first = error.fieldErrors[field]?.[0];
      if (first) fields[field] = toFieldMessage(first);
    }
    // A refusal without usable field messages is still about the credentials: spec puts it on the e-mail.
    if (!fields.email && !fields.password) fields.email = toFieldMessage(error.error);
    return { fields, alert: null };
  }
  return { fields: {}, alert: 'unexpected' };
}

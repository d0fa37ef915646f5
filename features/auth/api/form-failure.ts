import { isApiFailure } from '@/lib/api/api-failure';

/** What to show for a field: the server's own text, or our localised prompt to enter the e-mail. */
type FieldMessage = { kind: 'server'; text: string } | { kind: 'enter-email' };

/** Form-wide problems, each a localised message key of `auth.form`. */
export type FormAlert = 'serverUnavailable' | 'tooManyAttempts' | 'unexpected';

export interface FormFailureView<F extends string> {
  fields: Partial<Record<F, FieldMessage>>;
  alert: FormAlert | null;
  /** Seconds to wait after a 429, when the server said (Retry-After or `retry_after`). */
  retryAfter?: number;
}

/**
 * Laravel's validation summary in the languages the platform answers in (it localises by Accept-Language);
 * the spec shows it as a prompt to enter the e-mail rather than verbatim.
 */
const GIVEN_DATA_INVALID = /^(the given data was invalid|указанные данные недействительны|les données fournies sont invalides)\.?$/i;

const toFieldMessage = (text: string): FieldMessage => (GIVEN_DATA_INVALID.test(text.trim()) ? { kind: 'enter-email' } : { kind: 'server', text });

const retryAfterOf = (details: unknown): number | undefined => {
  const value = (details as { retry_after?: unknown } | null)?.retry_after;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * Decides where a failed form call is shown: under one of `fields` (422), or in the form's alert region (429,
 * 5xx, network, anything unexpected). A 422 without a message for any of `fields` goes to `fallbackField` (the
 * spec puts a bare 'The given data was invalid' on the e-mail, as a prompt to enter it).
 */
export function describeFormFailure<F extends string>(error: unknown, fields: readonly F[], fallbackField?: F): FormFailureView<F> {
  if (!isApiFailure(error)) return { fields: {}, alert: 'unexpected' };
  if (error.kind === 'network' || error.status >= 500) return { fields: {}, alert: 'serverUnavailable' };
  if (error.status === 429) return { fields: {}, alert: 'tooManyAttempts', retryAfter: error.retryAfterSeconds ?? retryAfterOf(error.details) };
  if (error.status === 422 || error.status === 401) {
    const view: FormFailureView<F> = { fields: {}, alert: null };
    for (const field of fields) {
      const first = error.fieldErrors[field]?.[0];
      if (first) view.fields[field] = toFieldMessage(first);
    }
    if (Object.keys(view.fields).length === 0) {
      if (fallbackField) view.fields[fallbackField] = toFieldMessage(error.error);
      else view.alert = 'unexpected';
    }
    return view;
  }
  return { fields: {}, alert: 'unexpected' };
}

/**
 * The spec: "if the e-mail error says the value already exists, a reset-password link appears". Laravel's `unique`
 * line in the three languages the platform answers in (Accept-Language follows the page).
 */
const ALREADY_EXISTS = /(уже существует|already been taken|déjà utilisée)/i;
export const isDuplicateEmailMessage = (text: string) => ALREADY_EXISTS.test(text);

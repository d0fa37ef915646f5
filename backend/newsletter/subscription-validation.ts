import { subscriptionSources, SUBSCRIPTION_EMAIL_PATTERN, SUBSCRIPTION_TEXT_MAX, type SubscriptionSource } from '@/contract/schemas/newsletter';
import { userTextProblem } from '@/contract/user-text';
import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/messages';
import { ApiError, type ErrorBody } from '../api-errors/api-error';
import { subscriptionMessage, type SubscriptionField, type SubscriptionRule } from './newsletter-messages';

export interface ValidSubscription {
  name: string;
  email: string;
  city: string;
  cityId: number | null;
  source: SubscriptionSource;
}

/** Laravel's `email` rule, as far as a form needs it (the contract's pattern, shared with the form). */
const EMAIL = SUBSCRIPTION_EMAIL_PATTERN;
/** What Laravel's `accepted` rule takes as "yes" (checkboxes post "on", JSON sends true). */
const ACCEPTED = new Set<unknown>([true, 1, '1', 'on', 'yes', 'true']);

/** A 422 whose field messages are worded per request language with this form's field names. */
class SubscriptionValidationError extends ApiError {
  constructor(readonly failures: Partial<Record<SubscriptionField, SubscriptionRule>>) {
    super(422, { message: { key: 'validation.summary' } });
  }

  override bodyFor(locale: Locale): ErrorBody {
    const errors = Object.fromEntries(
      Object.entries(this.failures).map(([field, rule]) => [field, [subscriptionMessage(locale, field as SubscriptionField, rule)]]),
    );
    return { message: translate(locale, { key: 'validation.summary' }), errors };
  }
}

/** required|string|max:255, Laravel style (blank counts as missing; values are trimmed), and the user-text rule. */
function text(value: unknown): { value: string } | { rule: SubscriptionRule } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { rule: { key: 'validation.required' } };
  }
  if (typeof value !== 'string') return { rule: { key: 'validation.string' } };
  const trimmed = value.trim();
  if (trimmed.length > SUBSCRIPTION_TEXT_MAX) return { rule: { key: 'validation.max.string', params: { max: SUBSCRIPTION_TEXT_MAX } } };
  const problem = userTextProblem(trimmed, 'single-line');
  if (problem) return { rule: { key: problem === 'lone-surrogate' ? 'validation.user_text.lone_surrogate' : 'validation.user_text.control' } };
  return { value: trimmed };
}

/**
 * Checks a subscription body the way the platform's Laravel form request would: name, email and city required,
 * cityId optional but an existing city, consent accepted, source one of the forms. Throws a 422 listing the first
 * failure of every field.
 */
export function validateSubscription(body: Record<string, unknown>, cityExists: (id: number) => boolean): ValidSubscription {
  const failures: Partial<Record<SubscriptionField, SubscriptionRule>> = {};
  const name = text(body.name);
  const email = text(body.email);
  const city = text(body.city);
  if ('rule' in name) failures.name = name.rule;
  if ('rule' in email) failures.email = email.rule;
  else if (!EMAIL.test(email.value)) failures.email = { key: 'validation.email' };
  if ('rule' in city) failures.city = city.rule;

  let cityId: number | null = null;
  const rawCityId = body.cityId;
  if (rawCityId !== undefined && rawCityId !== null && rawCityId !== '') {
    const id = typeof rawCityId === 'number' ? rawCityId : typeof rawCityId === 'string' ? Number(rawCityId) : Number.NaN;
    if (!Number.isInteger(id)) failures.cityId = { key: 'validation.integer' };
    else if (!cityExists(id)) failures.cityId = { key: 'validation.in' };
    else cityId = id;
  }
  if (!ACCEPTED.has(body.consent)) failures.consent = { key: 'accepted' };

  const source = body.source ?? 'newsletter';
  if (!(subscriptionSources as readonly unknown[]).includes(source)) failures.source = { key: 'validation.in' };

  if (Object.keys(failures).length > 0 || 'rule' in name || 'rule' in email || 'rule' in city) {
    throw new SubscriptionValidationError(failures);
  }
  return { name: name.value, email: email.value.toLowerCase(), city: city.value, cityId, source: source as SubscriptionSource };
}

import { isApiFailure } from '@/lib/api/api-failure';
import type { SubscriptionField } from '../types';

/** Form-wide problems, each a message key of `newsletter.errors`. */
type SubscriptionAlert = 'serverUnavailable' | 'unexpected' | 'tooManyAttemptsIn';

export interface SubscriptionFailureView {
  /** The server's own (localised) words per field. */
  fields: Partial<Record<SubscriptionField, string>>;
  alert: SubscriptionAlert | null;
  /** Seconds to wait (a 429's Retry-After), for `tooManyAttemptsIn`. */
  retryAfter?: number;
}

/** Request fields -> form fields: the id of a picked city is the city field. */
const formField: Readonly<Record<string, SubscriptionField>> = {
  name: 'name',
  email: 'email',
  city: 'city',
  cityId: 'city',
  consent: 'consent',
};

/**
 * Where a failed subscription is shown: a 422's messages under their fields (the server words them in the page's
 * language), anything else as one alert. Never by matching message text.
 */
export function describeSubscriptionFailure(error: unknown): SubscriptionFailureView {
  if (!isApiFailure(error)) return { fields: {}, alert: 'unexpected' };
  if (error.kind === 'network' || error.status >= 500) return { fields: {}, alert: 'serverUnavailable' };
  // The backend always names the wait; a 429 without one is just a refusal to try again.
  if (error.status === 429 && error.retryAfterSeconds) return { fields: {}, alert: 'tooManyAttemptsIn', retryAfter: error.retryAfterSeconds };
  if (error.status === 422) {
    const fields: SubscriptionFailureView['fields'] = {};
    for (const [name, messages] of Object.entries(error.fieldErrors)) {
      const field = formField[name];
      if (field && messages[0] && !fields[field]) fields[field] = messages[0];
    }
    return Object.keys(fields).length > 0 ? { fields, alert: null } : { fields: {}, alert: 'unexpected' };
  }
  return { fields: {}, alert: 'unexpected' };
}

import type { Locale } from '../i18n/locale';
import { translate, type Message, type MessageKey } from '../i18n/messages';
import type { Refusal } from '../registration/refusal';

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/** A reply body as the client sees it: Laravel's `{message}` or `{message, errors}`. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** 429: seconds to wait (also in the Retry-After header). */
  retry_after?: number;
  /** A machine-readable cause next to the message (registration's 409s: `sold_out`, `already_paid`...). */
  reason?: string;
}

/**
 * A refusal in the API contract's terms (its status and Laravel-shaped body), thrown by the domain modules and the
 * routes alike; the HTTP layer's error handler (backend/http/app.ts) and the chat socket turn it into their replies.
 * It carries message keys, not text: each reply is written in the request's language (Accept-Language).
 * It lives outside backend/http so the domain modules (game, auth, chat...) never import the HTTP layer.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ApiErrorStatus,
    readonly content: { message: Message; errors?: Record<string, Message[]>; reason?: string },
  ) {
    super(translate('en', content.message));
  }

  /** The reply body in one language. */
  bodyFor(locale: Locale): ErrorBody {
    const message = translate(locale, this.content.message);
    if (this.content.reason !== undefined) return { message, reason: this.content.reason };
    if (!this.content.errors) return { message };
    const errors = Object.fromEntries(Object.entries(this.content.errors).map(([field, list]) => [field, list.map((item) => translate(locale, item))]));
    return { message, errors };
  }
}

/** A reply that is only a message: `{"message": "..."}`. */
export const apiError = (status: ApiErrorStatus, key: MessageKey, params?: Message['params']) => new ApiError(status, { message: { key, params } });

export const unauthenticated = () => apiError(401, 'auth.unauthenticated');

/** Laravel's 422 with its summary line (Laravel 8 wording, as the spec quotes it) and messages per field. */
export const validationFailed = (errors: Record<string, Message[]>) => new ApiError(422, { message: { key: 'validation.summary' }, errors });

/**
 * 429 of a throttle: the wait in seconds in the message, in `retry_after` and (written by the app's error handler)
 * in Retry-After. With `field`, the message is also that field's error, where a form shows it (Laravel's throttle).
 */
export class RateLimited extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    key: MessageKey = 'http.throttle',
    field?: string,
  ) {
    const message: Message = { key, params: { seconds: retryAfterSeconds } };
    super(429, field ? { message, errors: { [field]: [message] } } : { message });
  }

  override bodyFor(locale: Locale): ErrorBody {
    return { ...super.bodyFor(locale), retry_after: this.retryAfterSeconds };
  }
}

/** A domain refusal (registration, promo, payment) as its HTTP reply: 422 on its field, else message and reason. */
export function refusalToApiError(refusal: Refusal): ApiError {
  const { field, attribute, reason, params } = refusal.detail;
  const message: Message = { key: refusal.key, attribute, params };
  if (field !== undefined) return validationFailed({ [field]: [message] });
  return new ApiError(refusal.status, { message, reason });
}

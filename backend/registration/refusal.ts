import type { Message, MessageKey } from '../i18n/messages';

export type RefusalStatus = 401 | 403 | 404 | 409 | 422;

/**
 * A refusal of the registration, promo or payment domain, independent of HTTP: the app's error handler turns it
 * into Laravel's reply in the request's language (a 409 with `reason`, a 422 with `errors` on one field, ...).
 */
export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly key: MessageKey,
    readonly detail: { field?: string; attribute?: string; reason?: string; params?: Message['params'] } = {},
  ) {
    super(`${status} ${key}`);
  }
}

/** 409: the state does not allow it now; `reason` tells the web app which screen to show. */
export const conflict = (reason: string, key: MessageKey) => new Refusal(409, key, { reason });

/** 422 on one field, Laravel's shape. `attribute` names the field in the message when it differs from the field. */
export const fieldError = (field: string, key: MessageKey, attribute?: string, params?: Message['params']) =>
  new Refusal(422, key, { field, attribute: attribute ?? field, params });

export const notFound = () => new Refusal(404, 'http.not_found');
export const forbidden = () => new Refusal(403, 'http.forbidden');
export const unauthenticated = () => new Refusal(401, 'auth.unauthenticated');

/**
 * What went wrong with a call of the shop, decided from the status, the 409's `reason` and the 422's field names,
 * never from the text (contract/README.md, "Private games and promo codes"). Plain data, so the form (first load)
 * reads it without the code that makes it (`api/describe-failure.ts`, loaded with the calls).
 */
export type ShopFailure =
  /** 401 after a failed refresh, 403, 404: this browser cannot read the purchase (another's, or gone). */
  | { kind: 'notAllowed' }
  /** Network, timeout, 5xx, a reply that does not parse: the same action may be tried again. */
  | { kind: 'requestError' }
  | { kind: 'tooManyAttempts'; retryAfter: number | null }
  | { kind: 'conflict'; reason: 'already_paid' | 'expired' | 'payment_in_progress' | 'other'; message: string }
  /** 422: the first message of each field, in the request's language. */
  | { kind: 'fields'; fields: Record<string, string>; message: string };

/** Thrown by the shop's calls: carries the described failure. */
export class ShopCallError extends Error {
  constructor(readonly failure: ShopFailure) {
    super(`promo shop call failed: ${failure.kind}`);
    this.name = 'ShopCallError';
  }
}

export const failureOf = (error: unknown): ShopFailure => (error instanceof ShopCallError ? error.failure : { kind: 'requestError' });

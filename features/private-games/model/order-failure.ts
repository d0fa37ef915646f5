import { safeParse } from 'zod/v4/core';
import { partyConflictSchema, type PartyConflict } from '@/contract/schemas/party';
import { isApiFailure } from '@/lib/api/api-failure';

/**
 * What went wrong with a call, decided from the status, the 409's `reason` and the 422's field names, never from
 * the text (contract/README.md, "Private games and promo codes"). Messages are the server's, in the page's language.
 */
export type OrderFailure =
  /** 401: the session ended on the way. */
  | { kind: 'sessionExpired' }
  /** Network, timeout, 5xx, a reply that does not parse: the same action may be tried again. */
  | { kind: 'requestError' }
  | { kind: 'tooManyAttempts'; retryAfter: number | null }
  | { kind: 'conflict'; reason: PartyConflict['reason']; message: string }
  /** 422: the first message of each field. */
  | { kind: 'fields'; fields: Record<string, string>; message: string }
  /** 403 / 404: not this visitor's order (or gone). */
  | { kind: 'notFound' };

export function describeOrderFailure(error: unknown): OrderFailure {
  if (!isApiFailure(error) || error.kind !== 'http') return { kind: 'requestError' };
  switch (error.status) {
    case 401:
      return { kind: 'sessionExpired' };
    case 403:
    case 404:
      return { kind: 'notFound' };
    case 409: {
      const parsed = safeParse(partyConflictSchema, error.details);
      return parsed.success ? { kind: 'conflict', reason: parsed.data.reason, message: parsed.data.message } : { kind: 'requestError' };
    }
    case 422: {
      const fields = Object.fromEntries(Object.entries(error.fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
      return { kind: 'fields', fields, message: error.error };
    }
    case 429:
      return { kind: 'tooManyAttempts', retryAfter: error.retryAfterSeconds ?? null };
    default:
      return { kind: 'requestError' };
  }
}

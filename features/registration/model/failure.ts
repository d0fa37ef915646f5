import { safeParse } from 'zod/v4/core';
import { registrationConflictSchema, type RegistrationConflict } from '@/contract/schemas/registration';
import { isApiFailure } from '@/lib/api/api-failure';

type ConflictReason = RegistrationConflict['reason'];

/**
 * What went wrong with a call of the flow, decided from the status, the 409's `reason` and the 422's field names,
 * never from the text (contract/README.md, "Registration and payment").
 */
export type FlowFailure =
  /** 401: the session ended on the way ('Пожалуйста, авторизуйтесь еще раз.'). */
  | { kind: 'sessionExpired' }
  /** Network, timeout, 5xx, a reply that does not parse: "request error", the same action may be tried again. */
  | { kind: 'requestError' }
  | { kind: 'tooManyAttempts'; retryAfter: number | null }
  | { kind: 'conflict'; reason: ConflictReason; message: string }
  /** 422: the first message of each field, in the request's language. */
  | { kind: 'fields'; fields: Record<string, string>; message: string }
  /** 403 / 404 of a registration: not this visitor's (or gone). */
  | { kind: 'notAllowed' };

const retryAfterOf = (details: unknown): number | null => {
  const value = (details as { retry_after?: unknown } | null)?.retry_after;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
};

export function describeFailure(error: unknown): FlowFailure {
  if (!isApiFailure(error) || error.kind !== 'http') return { kind: 'requestError' };
  switch (error.status) {
    case 401:
      return { kind: 'sessionExpired' };
    case 403:
    case 404:
      return { kind: 'notAllowed' };
    case 409: {
      const parsed = safeParse(registrationConflictSchema, error.details);
      return parsed.success ? { kind: 'conflict', reason: parsed.data.reason, message: parsed.data.message } : { kind: 'requestError' };
    }
    case 422: {
      const fields = Object.fromEntries(Object.entries(error.fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])));
      return { kind: 'fields', fields, message: error.error };
    }
    case 429:
      return { kind: 'tooManyAttempts', retryAfter: retryAfterOf(error.details) };
    default:
      return { kind: 'requestError' };
  }
}

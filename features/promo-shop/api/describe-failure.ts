import { safeParse } from 'zod/v4/core';
import { partyConflictSchema } from '@/contract/schemas/party';
import { isApiFailure } from '@/lib/api/api-failure';
import type { ShopFailure } from '../model/failure';

/** An API failure of the shop's calls as the screens branch on it (model/failure.ts). */
export function describeFailure(error: unknown): ShopFailure {
  if (!isApiFailure(error) || error.kind !== 'http') return { kind: 'requestError' };
  switch (error.status) {
    case 401:
    case 403:
    case 404:
      return { kind: 'notAllowed' };
    case 409: {
      const parsed = safeParse(partyConflictSchema, error.details);
      if (!parsed.success) return { kind: 'requestError' };
      const { reason, message } = parsed.data;
      return { kind: 'conflict', reason: reason === 'already_paid' || reason === 'expired' || reason === 'payment_in_progress' ? reason : 'other', message };
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

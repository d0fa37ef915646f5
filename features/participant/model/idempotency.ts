/**
 * Idempotency keys of answer posts (and appeals). The rule:
 * - a new key for every distinct payload;
 * - the same key when the same payload is sent again before the server acknowledged it (a retry after a network
 *   error, a 5xx, a backend restart), so the server applies it at most once;
 * - once acknowledged, the next send gets a fresh key even if its payload is identical (the user typed "a", then
 *   "ab", then "a" again: the third send must be applied, not answered from the first one's memory).
 */
export interface PendingSend {
  /** The payload as sent (canonical JSON). */
  payload: string;
  key: string;
}

export function createKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; a page served over plain http on a LAN address has only this.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for sending `payload`, given the send still waiting for an acknowledgement (null when none). */
export function keyForSend(pending: PendingSend | null, payload: string, newKey: () => string = createKey): PendingSend {
  return pending && pending.payload === payload ? pending : { payload, key: newKey() };
}

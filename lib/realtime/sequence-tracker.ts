import { SEQ_FIELD } from '@/contract/realtime';

export type SequenceVerdict = 'next' | 'duplicate' | 'gap' | 'unnumbered';

/**
 * Follows a channel's sequence numbers. After a (re)subscribe the first number is accepted as the baseline
 * (the screen resyncs from the API at that moment anyway). A repeated or older number is a duplicate; a jump
 * means events were missed while the channel looked healthy, which calls for a resync.
 */
export function createSequenceTracker() {
  let last: number | undefined;
  return {
    reset() {
      last = undefined;
    },
    accept(payload: unknown): SequenceVerdict {
      const seq = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[SEQ_FIELD] : undefined;
      if (typeof seq !== 'number' || !Number.isInteger(seq)) return 'unnumbered';
      if (last !== undefined && seq <= last) return 'duplicate';
      const verdict = last !== undefined && seq > last + 1 ? 'gap' : 'next';
      last = seq;
      return verdict;
    },
  };
}

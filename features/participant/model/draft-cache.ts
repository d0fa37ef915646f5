import type { AnswerValue, SheetEntry } from './sheet';

/**
 * Drafts kept in the browser per participant, round and question, written on every keystroke, so a reload, a
 * crash or a dropped network loses nothing. Each answer keeps the server value it started from (`base`), so after
 * a reload the screen still knows which answers were never acknowledged.
 */
const PREFIX = 'quiz.drafts.v1';
const keyOf = (participantId: number, tourNumber: number) => `${PREFIX}.${participantId}.${tourNumber}`;

interface CachedAnswer extends AnswerValue {
  editedAt: number;
  base: AnswerValue;
}

const isValue = (v: unknown): v is AnswerValue =>
  typeof v === 'object' && v !== null && typeof (v as AnswerValue).text === 'string' && typeof (v as AnswerValue).confidence === 'boolean';

function parse(raw: string | null): SheetEntry[] {
  if (!raw) return [];
  try {
    const data = JSON.parse(raw) as Record<string, unknown>;
    return Object.entries(data).flatMap(([question, value]) => {
      const q = Number(question);
      const cached = value as CachedAnswer;
      if (!Number.isInteger(q) || q < 1 || !isValue(cached) || !isValue(cached.base) || typeof cached.editedAt !== 'number') return [];
      return [{ questionNumber: q, text: cached.text, confidence: cached.confidence, editedAt: cached.editedAt, base: cached.base, inFlight: null }];
    });
  } catch {
    return [];
  }
}

export interface DraftCache {
  read(tourNumber: number): SheetEntry[];
  write(tourNumber: number, sheet: readonly SheetEntry[]): void;
  clear(tourNumber: number): void;
  /** Drops every round of this participant except the ones named. */
  keepOnly(tourNumbers: readonly number[]): void;
}

/** `storage` is localStorage in the browser; null (server render, storage blocked) keeps nothing. */
export function createDraftCache(storage: Storage | null, participantId: number): DraftCache {
  const safely = <T>(fallback: T, run: (s: Storage) => T): T => {
    if (!storage) return fallback;
    try {
      return run(storage);
    } catch {
      // Quota exceeded or storage disabled: the server still gets every answer; only reload-safety is lost.
      return fallback;
    }
  };
  return {
    read: (tourNumber) => safely([], (s) => parse(s.getItem(keyOf(participantId, tourNumber)))),
    write(tourNumber, sheet) {
      const data: Record<number, CachedAnswer> = {};
      for (const e of sheet) data[e.questionNumber] = { text: e.text, confidence: e.confidence, editedAt: e.editedAt, base: e.base };
      safely(undefined, (s) => s.setItem(keyOf(participantId, tourNumber), JSON.stringify(data)));
    },
    clear: (tourNumber) => safely(undefined, (s) => s.removeItem(keyOf(participantId, tourNumber))),
    keepOnly(tourNumbers) {
      safely(undefined, (s) => {
        const prefix = `${PREFIX}.${participantId}.`;
        const keep = new Set(tourNumbers.map((t) => keyOf(participantId, t)));
        const doomed: string[] = [];
        for (let i = 0; i < s.length; i++) {
          const key = s.key(i);
          if (key?.startsWith(prefix) && !keep.has(key)) doomed.push(key);
        }
        doomed.forEach((key) => s.removeItem(key));
      });
    },
  };
}

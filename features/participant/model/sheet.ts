import type { StoredAnswer } from '../types';

/** What a player can change in an answer. */
export interface AnswerValue {
  text: string;
  confidence: boolean;
}

const EMPTY_VALUE: AnswerValue = { text: '', confidence: false };

export const sameValue = (a: AnswerValue, b: AnswerValue): boolean => a.text === b.text && a.confidence === b.confidence;

/** One question of the player's sheet. */
export interface SheetEntry extends AnswerValue {
  questionNumber: number;
  /** When the player last changed it (epoch ms on the server's clock, so it compares with `updatedAt`). */
  editedAt: number;
  /** What the server holds for this question, as far as this screen knows (the value local edits start from). */
  base: AnswerValue;
  /** The value of a post under way, null when none. */
  inFlight: AnswerValue | null;
}

/** Whether the server has the entry's current text: shown beside every question. */
export type SyncMark = 'empty' | 'received' | 'sending' | 'pending';

/** The entry holds edits the server has not acknowledged. */
const isDirty = (entry: SheetEntry): boolean => !sameValue(entry, entry.base);

export function syncMark(entry: SheetEntry): SyncMark {
  if (!isDirty(entry)) return entry.text === '' ? 'empty' : 'received';
  return entry.inFlight && sameValue(entry.inFlight, entry) ? 'sending' : 'pending';
}

export const blankEntry = (questionNumber: number): SheetEntry => ({
  questionNumber,
  ...EMPTY_VALUE,
  editedAt: 0,
  base: EMPTY_VALUE,
  inFlight: null,
});

/**
 * The resync rule: merges what this screen holds for a question with what the server holds.
 * - Equal values: the server has it (received).
 * - No local edits since the last known server value: take the server's (a teammate changed it).
 * - Local edits, server unchanged since: keep local; it must be (re)sent.
 * - Both changed: the newer wins (local `editedAt` against the server's `updatedAt`, same clock); local wins ties,
 *   because a lost local edit cannot be recovered and a teammate's newer one arrives again by ClientTyping.
 */
export function reconcileEntry(local: SheetEntry | undefined, server: StoredAnswer | undefined, questionNumber: number): SheetEntry {
  const serverValue: AnswerValue = server ? { text: server.text, confidence: server.confidence } : EMPTY_VALUE;
  const adopt = (): SheetEntry => ({ questionNumber, ...serverValue, editedAt: server?.updatedAt ?? 0, base: serverValue, inFlight: null });
  if (!local) return adopt();
  if (sameValue(local, serverValue)) return { ...local, base: serverValue };
  if (!isDirty(local)) return adopt();
  const serverChanged = !sameValue(serverValue, local.base);
  if (!serverChanged) return local;
  return local.editedAt >= (server?.updatedAt ?? 0) ? { ...local, base: serverValue } : adopt();
}

/**
 * Two local copies of a round (the screen's sheet and the draft cache) merged per question: the one holding an
 * unsent edit wins (the newer edit if both do); otherwise the screen's.
 */
export function mergeLocal(screen: readonly SheetEntry[], cached: readonly SheetEntry[]): SheetEntry[] {
  const merged = new Map(screen.map((entry) => [entry.questionNumber, entry]));
  for (const entry of cached) {
    const current = merged.get(entry.questionNumber);
    const takeCached = !current || (isDirty(entry) && (!isDirty(current) || entry.editedAt > current.editedAt));
    if (takeCached) merged.set(entry.questionNumber, { ...entry, inFlight: null });
  }
  return [...merged.values()];
}

/** The sheet of a round: one entry per question, local entries reconciled with the server's answers. */
export function buildSheet(numberOfQuestions: number, local: readonly SheetEntry[], server: readonly StoredAnswer[]): SheetEntry[] {
  const localBy = new Map(local.map((entry) => [entry.questionNumber, entry]));
  const serverBy = new Map(server.map((answer) => [answer.questionNumber, answer]));
  return Array.from({ length: numberOfQuestions }, (_, i) => reconcileEntry(localBy.get(i + 1), serverBy.get(i + 1), i + 1));
}

/** Applies server answers (a teammate's draft, a post's reply) to the questions they name; others stay. */
export function applyServerAnswers(sheet: readonly SheetEntry[], answers: readonly StoredAnswer[]): SheetEntry[] {
  const by = new Map(answers.map((answer) => [answer.questionNumber, answer]));
  return sheet.map((entry) => {
    const server = by.get(entry.questionNumber);
    return server ? reconcileEntry(entry, server, entry.questionNumber) : entry;
  });
}

/**
 * The answers to post: only what this player changed (contract: a stale copy never overwrites a teammate's), each
 * with the time of its edit (the server keeps the newer edit).
 */
export const dirtyAnswers = (sheet: readonly SheetEntry[]): (AnswerValue & { questionNumber: number; editedAt: number })[] =>
  sheet.filter(isDirty).map((entry) => ({ questionNumber: entry.questionNumber, text: entry.text, confidence: entry.confidence, editedAt: entry.editedAt }));

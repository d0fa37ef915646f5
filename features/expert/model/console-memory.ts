import type { CheckedSheet, ExpertState } from './expert-state';

/**
 * What one browser tab's console remembers across a reload (sessionStorage: per tab, gone with it): whether it
 * was checking, so the sheet it holds comes straight back to it instead of staying held for nobody; the
 * open-answers lock, so a reload does not shorten the 10 s; and the sheets it checked, so its "checked" list
 * does not empty.
 */
export interface ConsoleMemory {
  checking: boolean;
  openLockedUntil: number;
  checked: CheckedSheet[];
}

const keyOf = (gameId: number) => `expert-console:${gameId}`;

const isCheckedSheet = (value: unknown): value is CheckedSheet => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, participantName, tourNumber } = value as Record<string, unknown>;
  return Number.isInteger(id) && typeof participantName === 'string' && Number.isInteger(tourNumber);
};

export function readConsoleMemory(storage: Storage | undefined, gameId: number): ConsoleMemory | null {
  try {
    const raw = storage?.getItem(keyOf(gameId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { checking, openLockedUntil, checked } = value as Record<string, unknown>;
    return {
      checking: checking === true,
      openLockedUntil: typeof openLockedUntil === 'number' ? openLockedUntil : 0,
      checked: Array.isArray(checked) ? checked.filter(isCheckedSheet).map(({ id, participantName, tourNumber }) => ({ id, participantName, tourNumber })) : [],
    };
  } catch {
    // Storage refused (private mode, quota) or a value we did not write: nothing to restore.
    return null;
  }
}

export const memoryOf = (state: Pick<ExpertState, 'checking' | 'openLockedUntil'>): ConsoleMemory => ({
  checking: state.checking.on,
  openLockedUntil: state.openLockedUntil,
  checked: state.checking.blanks.filter((blank) => blank.resolved).map(({ id, participantName, tourNumber }) => ({ id, participantName, tourNumber })),
});

/** Whether two memories differ (the write is skipped for the many state changes that touch none of it). */
export const memoryChanged = (a: ConsoleMemory, b: ConsoleMemory): boolean =>
  a.checking !== b.checking ||
  a.openLockedUntil !== b.openLockedUntil ||
  a.checked.length !== b.checked.length ||
  a.checked.some((sheet, index) => sheet.id !== b.checked[index]!.id);

export function writeConsoleMemory(storage: Storage | undefined, gameId: number, memory: ConsoleMemory): void {
  try {
    storage?.setItem(keyOf(gameId), JSON.stringify(memory));
  } catch {
    // Not remembering is harmless: the hold lapses by itself within a minute.
  }
}

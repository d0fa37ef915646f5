import type { ExpertState } from './expert-state';

/**
 * What one browser tab's console remembers across a reload (sessionStorage: per tab, gone with it): whether it
 * was checking, so the sheet it holds comes straight back to it instead of staying held for nobody, and the
 * open-answers lock, so a reload does not shorten the 10 s.
 */
export interface ConsoleMemory {
  checking: boolean;
  openLockedUntil: number;
}

const keyOf = (gameId: number) => `expert-console:${gameId}`;

export function readConsoleMemory(storage: Storage | undefined, gameId: number): ConsoleMemory | null {
  try {
    const raw = storage?.getItem(keyOf(gameId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { checking, openLockedUntil } = value as Record<string, unknown>;
    return { checking: checking === true, openLockedUntil: typeof openLockedUntil === 'number' ? openLockedUntil : 0 };
  } catch {
    // Storage refused (private mode, quota) or a value we did not write: nothing to restore.
    return null;
  }
}

export const memoryOf = (state: Pick<ExpertState, 'checking' | 'openLockedUntil'>): ConsoleMemory => ({
  checking: state.checking.on,
  openLockedUntil: state.openLockedUntil,
});

export function writeConsoleMemory(storage: Storage | undefined, gameId: number, memory: ConsoleMemory): void {
  try {
    storage?.setItem(keyOf(gameId), JSON.stringify(memory));
  } catch {
    // Not remembering is harmless: the hold lapses by itself within a minute.
  }
}

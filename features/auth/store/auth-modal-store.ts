import { createStore } from 'zustand/vanilla';
import type { AuthFrame } from '../types';

/** Spec "Login modal state": isShowAuth, activeFrame (default the login frame), showGameID. */
export interface AuthModalState {
  isShowAuth: boolean;
  activeFrame: AuthFrame;
  /** The game the visitor wanted when auth was asked for; null when auth was opened without a game. */
  showGameId: number | null;
}

/** Actions are named after what happened, not after the field they set. */
export interface AuthModalActions {
  /** Someone asked the visitor to sign in, for a game or not (spec: without a game the stored id is cleared). */
  authRequested: (gameId?: number | null, frame?: AuthFrame) => void;
  authClosed: () => void;
  frameChanged: (frame: AuthFrame) => void;
}

export type AuthModalStoreState = AuthModalState & { actions: AuthModalActions };
export type AuthModalStore = ReturnType<typeof createAuthModalStore>;

export const initialAuthModalState: AuthModalState = { isShowAuth: false, activeFrame: 'login', showGameId: null };

/** A store per provider (never a module-level singleton: under Next one would leak between requests). */
export function createAuthModalStore(initial: Partial<AuthModalState> = {}) {
  return createStore<AuthModalStoreState>()((set) => ({
    ...initialAuthModalState,
    ...initial,
    actions: {
      authRequested: (gameId, frame = 'login') =>
        set({ isShowAuth: true, activeFrame: frame, showGameId: gameId ?? null }),
      // The game id stays: a flow that closes the modal on success (e.g. registration) may still need it.
      authClosed: () => set({ isShowAuth: false, activeFrame: 'login' }),
      frameChanged: (frame) => set({ activeFrame: frame }),
    },
  }));
}

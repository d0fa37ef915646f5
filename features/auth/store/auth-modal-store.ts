import { createStore } from 'zustand/vanilla';
import type { AuthFrame } from '../types';
import { authModalReducer, initialAuthModalState, type AuthModalEvent, type AuthModalState } from './auth-modal-machine';

export type { AuthModalState };

/** Actions are named after what happened, not after the field they set; each is one event of the machine. */
interface AuthModalActions {
  /** Someone asked the visitor to sign in, for a game or not (spec: without a game the stored id is cleared). */
  authRequested: (gameId?: number | null, frame?: AuthFrame) => void;
  authClosed: () => void;
  frameChanged: (frame: AuthFrame) => void;
  registerChosen: () => void;
  forgotPasswordChosen: (email: string) => void;
  loginChosen: (email?: string) => void;
  loggedIn: () => void;
  registered: (email: string) => void;
  recoverySent: (email: string) => void;
  resetLinkRequested: (email: string) => void;
  newPasswordRequested: (token: string, email: string) => void;
  resetLinkInvalid: (email: string) => void;
  passwordChanged: (loggedIn: boolean) => void;
  confirmationRequested: (email?: string) => void;
  confirmationResent: (email: string) => void;
  emailConfirmed: () => void;
  confirmationFailed: () => void;
  oauthSucceeded: () => void;
  oauthFailed: (provider: string, cancelled: boolean) => void;
}

export type AuthModalStoreState = AuthModalState & { actions: AuthModalActions };
export type AuthModalStore = ReturnType<typeof createAuthModalStore>;

/** A store per provider (never a module-level singleton: under Next one would leak between requests). */
export function createAuthModalStore(initial: Partial<AuthModalState> = {}) {
  return createStore<AuthModalStoreState>()((set) => {
    const send = (event: AuthModalEvent) =>
      set((state) => {
        const { actions: _actions, ...current } = state;
        return authModalReducer(current, event);
      });
    return {
      ...initialAuthModalState,
      ...initial,
      actions: {
        authRequested: (gameId, frame) => send({ type: 'authRequested', gameId, frame }),
        authClosed: () => send({ type: 'authClosed' }),
        frameChanged: (frame) => send({ type: 'frameChanged', frame }),
        registerChosen: () => send({ type: 'registerChosen' }),
        forgotPasswordChosen: (email) => send({ type: 'forgotPasswordChosen', email }),
        loginChosen: (email) => send({ type: 'loginChosen', email }),
        loggedIn: () => send({ type: 'loggedIn' }),
        registered: (email) => send({ type: 'registered', email }),
        recoverySent: (email) => send({ type: 'recoverySent', email }),
        resetLinkRequested: (email) => send({ type: 'resetLinkRequested', email }),
        newPasswordRequested: (token, email) => send({ type: 'newPasswordRequested', token, email }),
        resetLinkInvalid: (email) => send({ type: 'resetLinkInvalid', email }),
        passwordChanged: (loggedIn) => send({ type: 'passwordChanged', loggedIn }),
        confirmationRequested: (email) => send({ type: 'confirmationRequested', email }),
        confirmationResent: (email) => send({ type: 'confirmationResent', email }),
        emailConfirmed: () => send({ type: 'emailConfirmed' }),
        confirmationFailed: () => send({ type: 'confirmationFailed' }),
        oauthSucceeded: () => send({ type: 'oauthSucceeded' }),
        oauthFailed: (provider, cancelled) => send({ type: 'oauthFailed', provider, cancelled }),
      },
    };
  });
}

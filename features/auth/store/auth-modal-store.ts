import { createReducerStore, type EventTypes, type ReducerStoreState } from '@/lib/state/reducer-store';
import { authModalReducer, initialAuthModalState, type AuthModalEvent, type AuthModalState } from './auth-modal-machine';

export type { AuthModalState };

export type AuthModalStoreState = ReducerStoreState<AuthModalState, AuthModalEvent>;

const eventTypes: EventTypes<AuthModalEvent> = {
  authRequested: true,
  authClosed: true,
  frameChanged: true,
  registerChosen: true,
  forgotPasswordChosen: true,
  loginChosen: true,
  loggedIn: true,
  registered: true,
  recoverySent: true,
  resetLinkRequested: true,
  newPasswordRequested: true,
  resetLinkInvalid: true,
  passwordChanged: true,
  confirmationRequested: true,
  confirmationResent: true,
  emailConfirmed: true,
  confirmationFailed: true,
  oauthSucceeded: true,
  oauthFailed: true,
};

/** A store per provider (never a module-level singleton: under Next one would leak between requests). */
export function createAuthModalStore(initial: Partial<AuthModalState> = {}) {
  return createReducerStore<AuthModalState, AuthModalEvent>({ ...initialAuthModalState, ...initial }, authModalReducer, eventTypes);
}

import type { AuthFrame, AuthNotice, SentLetter } from '../types';

/** Spec "Login modal state" (isShowAuth, activeFrame, showGameID) plus what travels between frames. */
export interface AuthModalState {
  isShowAuth: boolean;
  activeFrame: AuthFrame;
  /** The game the visitor wanted when auth was asked for; null when auth was opened without a game. */
  showGameId: number | null;
  /** The address typed last: it follows the visitor from frame to frame (login -> recovery, duplicate -> recovery). */
  email: string;
  /** Which letter the e-mail-sent frame talks about. */
  sentLetter: SentLetter | null;
  /** The one-time token of /password/reset/{auth} (new-password frame). */
  resetToken: string | null;
  notice: AuthNotice | null;
}

export const initialAuthModalState: AuthModalState = {
  isShowAuth: false,
  activeFrame: 'login',
  showGameId: null,
  email: '',
  sentLetter: null,
  resetToken: null,
  notice: null,
};

/** Everything that moves the modal, named after what happened. */
export type AuthModalEvent =
  | { type: 'authRequested'; gameId?: number | null; frame?: AuthFrame }
  | { type: 'authClosed' }
  | { type: 'frameChanged'; frame: AuthFrame }
  | { type: 'registerChosen' }
  | { type: 'forgotPasswordChosen'; email: string }
  | { type: 'loginChosen'; email?: string }
  | { type: 'loggedIn' }
  | { type: 'registered'; email: string }
  | { type: 'recoverySent'; email: string }
  | { type: 'resetLinkRequested'; email: string }
  | { type: 'newPasswordRequested'; token: string; email: string }
  | { type: 'resetLinkInvalid'; email: string }
  | { type: 'passwordChanged'; loggedIn: boolean }
  | { type: 'confirmationRequested'; email?: string }
  | { type: 'confirmationResent'; email: string }
  | { type: 'emailConfirmed' }
  | { type: 'confirmationFailed' }
  | { type: 'oauthSucceeded' }
  | { type: 'oauthFailed'; provider: string; cancelled: boolean };

/**
 * In-modal moves: the frame an event leads to from each frame where it can happen. An event from any other frame
 * changes nothing (a stale click after the frame changed must not jump somewhere unexpected).
 */
export const inModalMoves = {
  registerChosen: { from: ['login'], to: 'register' },
  forgotPasswordChosen: { from: ['login'], to: 'recovery' },
  loginChosen: { from: ['register', 'recovery', 'email-sent', 'confirm-email', 'new-password'], to: 'login' },
  loggedIn: { from: ['login'], to: 'logged-in' },
  registered: { from: ['register'], to: 'email-sent' },
  recoverySent: { from: ['recovery'], to: 'email-sent' },
  resetLinkRequested: { from: ['register', 'new-password', 'login'], to: 'recovery' },
  confirmationResent: { from: ['confirm-email'], to: 'email-sent' },
} as const satisfies Record<string, { from: readonly AuthFrame[]; to: AuthFrame }>;

type InModalEvent = Extract<AuthModalEvent, { type: keyof typeof inModalMoves }>;

const open = (state: AuthModalState, frame: AuthFrame, patch: Partial<AuthModalState> = {}): AuthModalState => ({
  ...state,
  isShowAuth: true,
  activeFrame: frame,
  notice: null,
  ...patch,
});

function move(state: AuthModalState, event: InModalEvent): AuthModalState {
  const { from, to } = inModalMoves[event.type];
  if (!state.isShowAuth || !(from as readonly AuthFrame[]).includes(state.activeFrame)) return state;
  const next: AuthModalState = { ...state, activeFrame: to, notice: null };
  if ('email' in event && event.email !== undefined) next.email = event.email;
  if (event.type === 'registered' || event.type === 'confirmationResent') next.sentLetter = 'confirmation';
  if (event.type === 'recoverySent') next.sentLetter = 'recovery';
  return next;
}

/** The auth modal's state machine (spec section 4, "Auth modal"), as a pure function. */
export function authModalReducer(state: AuthModalState, event: AuthModalEvent): AuthModalState {
  switch (event.type) {
    // Spec: opening auth for a game stores its id; opening without a game clears it.
    case 'authRequested':
      return open(state, event.frame ?? 'login', { showGameId: event.gameId ?? null });
    // The game id stays: a flow that closes the modal on success (e.g. game registration) may still need it.
    case 'authClosed':
      return { ...state, isShowAuth: false, activeFrame: 'login', notice: null, resetToken: null, sentLetter: null };
    case 'frameChanged':
      return { ...state, activeFrame: event.frame, notice: null };
    // The entry points from outside the modal: e-mail links, OAuth callbacks, the profile menu.
    case 'newPasswordRequested':
      return open(state, 'new-password', { resetToken: event.token, email: event.email, showGameId: null });
    // A used, expired or replaced reset link, found out as it opens: recovery for a new one, with the link's e-mail.
    case 'resetLinkInvalid':
      return open(state, 'recovery', { resetToken: null, email: event.email, showGameId: null, notice: { kind: 'reset-link-invalid' } });
    // Spec: new password success -> automatic login, go home, open the login modal (which, logged in, is this frame).
    case 'passwordChanged':
      return event.loggedIn
        ? open(state, 'logged-in', { resetToken: null, notice: { kind: 'password-changed' } })
        : open(state, 'login', { resetToken: null, notice: { kind: 'password-changed-login-failed' } });
    case 'confirmationRequested':
      return open(state, 'confirm-email', { email: event.email ?? state.email });
    case 'emailConfirmed':
      return open(state, 'logged-in', { notice: { kind: 'email-confirmed' } });
    case 'confirmationFailed':
      return open(state, 'confirm-email', { notice: { kind: 'confirm-link-invalid' } });
    case 'oauthSucceeded':
      return open(state, 'logged-in');
    case 'oauthFailed':
      return open(state, 'login', { notice: { kind: event.cancelled ? 'oauth-cancelled' : 'oauth-failed', provider: event.provider } });
    default:
      return move(state, event);
  }
}

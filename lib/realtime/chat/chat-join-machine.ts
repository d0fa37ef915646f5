/**
 * The chat socket's join state machine (spec: join-successful, join-failed, auth-failed, renew-token-required).
 * Pure: each event gives the next state and the commands the socket client runs (join, leave, renew the session,
 * reload the user). Every (re)connect joins again, so a dropped connection never leaves the room unjoined.
 */
type JoinPhase =
  /** No game to join, or waiting for the connection. */
  | 'idle'
  | 'joining'
  | 'joined'
  /** auth-failed: the session is being refreshed before joining again. */
  | 'reauthenticating'
  /** renew-token-required: the user is being reloaded (which renews the token) before joining again. */
  | 'renewing'
  /** join-failed (not allowed, no such game) or authentication failed again right after a refresh. */
  | 'failed';

export interface JoinState {
  phase: JoinPhase;
  gameId: number | null;
  connected: boolean;
  /** The socket id of a failed join: the player gives it to support (spec section 8). */
  failedSocketId: string | null;
  failure: 'forbidden' | 'not-found' | 'invalid' | 'auth' | null;
  /** auth-failed answers since the last successful join: a second one means the refresh did not help. */
  authAttempts: number;
}

export type JoinEvent =
  | { type: 'start'; gameId: number }
  | { type: 'stop' }
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'joinSuccessful'; gameId: number }
  | { type: 'joinFailed'; gameId: number | null; reason: 'forbidden' | 'not-found' | 'invalid'; socketId: string | null }
  | { type: 'authFailed'; gameId: number | null }
  | { type: 'renewTokenRequired'; gameId: number | null }
  /** The session refresh or user reload finished (successfully or not: the join says which). */
  | { type: 'tokenRenewed' };

export type JoinCommand = { type: 'join'; gameId: number } | { type: 'leave'; gameId: number } | { type: 'reauthenticate' } | { type: 'reloadUser' };

export const initialJoinState: JoinState = {
  phase: 'idle',
  gameId: null,
  connected: false,
  failedSocketId: null,
  failure: null,
  authAttempts: 0,
};

const MAX_AUTH_ATTEMPTS = 2;

export function joinReducer(state: JoinState, event: JoinEvent): { state: JoinState; commands: JoinCommand[] } {
  const same = { state, commands: [] as JoinCommand[] };
  const join = (next: Partial<JoinState> = {}) => {
    const gameId = next.gameId ?? state.gameId;
    if (gameId === null || !(next.connected ?? state.connected)) return { state: { ...state, ...next, phase: 'idle' as const }, commands: [] };
    return { state: { ...state, ...next, phase: 'joining' as const }, commands: [{ type: 'join', gameId } as JoinCommand] };
  };
  // Answers about another game (a join that was replaced) are not this machine's business.
  const aboutOther = (gameId: number | null) => gameId !== null && gameId !== state.gameId;

  switch (event.type) {
    case 'start':
      if (state.gameId === event.gameId && state.phase !== 'idle') return same;
      return join({ gameId: event.gameId, failure: null, failedSocketId: null, authAttempts: 0 });
    case 'stop':
      return {
        state: { ...initialJoinState, connected: state.connected },
        commands: state.gameId !== null && state.connected ? [{ type: 'leave', gameId: state.gameId }] : [],
      };
    case 'connected':
      // A failed join is not retried by reconnecting: it would fail the same way.
      if (state.phase === 'failed') return { state: { ...state, connected: true }, commands: [] };
      return join({ connected: true });
    case 'disconnected':
      return { state: { ...state, connected: false, phase: state.phase === 'failed' ? 'failed' : 'idle' }, commands: [] };
    case 'joinSuccessful':
      if (aboutOther(event.gameId)) return same;
      return { state: { ...state, phase: 'joined', failure: null, failedSocketId: null, authAttempts: 0 }, commands: [] };
    case 'joinFailed':
      if (aboutOther(event.gameId)) return same;
      return { state: { ...state, phase: 'failed', failure: event.reason, failedSocketId: event.socketId }, commands: [] };
    case 'authFailed': {
      if (aboutOther(event.gameId) || state.gameId === null) return same;
      const authAttempts = state.authAttempts + 1;
      if (authAttempts >= MAX_AUTH_ATTEMPTS) return { state: { ...state, phase: 'failed', failure: 'auth', authAttempts }, commands: [] };
      return { state: { ...state, phase: 'reauthenticating', authAttempts }, commands: [{ type: 'reauthenticate' }] };
    }
    case 'renewTokenRequired':
      if (aboutOther(event.gameId) || state.gameId === null || state.phase === 'renewing') return same;
      return { state: { ...state, phase: 'renewing' }, commands: [{ type: 'reloadUser' }] };
    case 'tokenRenewed':
      if (state.phase !== 'reauthenticating' && state.phase !== 'renewing') return same;
      return join();
  }
}

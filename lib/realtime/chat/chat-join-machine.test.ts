import { describe, expect, it } from 'vitest';
import { initialJoinState, joinReducer, type JoinEvent, type JoinState } from './chat-join-machine';

/** Runs events from a state; returns the last state and every command issued on the way. */
function play(events: JoinEvent[], from: JoinState = initialJoinState) {
  let state = from;
  const commands: unknown[] = [];
  for (const event of events) {
    const next = joinReducer(state, event);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}

describe('chat join state machine', () => {
  it('joins once connected, and joins again after every reconnect', () => {
    const waiting = play([{ type: 'start', gameId: 7 }]);
    expect(waiting.state.phase).toBe('idle');
    expect(waiting.commands).toEqual([]);
    const joined = play([{ type: 'connected' }, { type: 'joinSuccessful', gameId: 7 }], waiting.state);
    expect(joined.commands).toEqual([{ type: 'join', gameId: 7 }]);
    expect(joined.state.phase).toBe('joined');
    const again = play([{ type: 'disconnected' }, { type: 'connected' }], joined.state);
    expect(again.state.phase).toBe('joining');
    expect(again.commands).toEqual([{ type: 'join', gameId: 7 }]);
  });

  it('join-failed keeps the socket id for the alert and is not retried by a reconnect', () => {
    const { state } = play([{ type: 'connected' }, { type: 'start', gameId: 7 }, { type: 'joinFailed', gameId: 7, reason: 'forbidden', socketId: 'sock-1' }]);
    expect(state).toMatchObject({ phase: 'failed', failure: 'forbidden', failedSocketId: 'sock-1' });
    const after = play([{ type: 'disconnected' }, { type: 'connected' }], state);
    expect(after.state.phase).toBe('failed');
    expect(after.commands).toEqual([]);
  });

  it('auth-failed refreshes the session and joins again; a second refusal in a row gives up', () => {
    const first = play([{ type: 'connected' }, { type: 'start', gameId: 7 }, { type: 'authFailed', gameId: 7 }]);
    expect(first.state.phase).toBe('reauthenticating');
    expect(first.commands).toEqual([{ type: 'join', gameId: 7 }, { type: 'reauthenticate' }]);
    const retried = play([{ type: 'tokenRenewed' }], first.state);
    expect(retried.commands).toEqual([{ type: 'join', gameId: 7 }]);
    const gaveUp = play([{ type: 'authFailed', gameId: 7 }], retried.state);
    expect(gaveUp.state).toMatchObject({ phase: 'failed', failure: 'auth' });
    expect(gaveUp.commands).toEqual([]);
    // A successful join in between resets the count: a later expiry is refreshed again.
    const recovered = play([{ type: 'tokenRenewed' }, { type: 'joinSuccessful', gameId: 7 }, { type: 'authFailed', gameId: 7 }], retried.state);
    expect(recovered.state.phase).toBe('reauthenticating');
  });

  it('renew-token-required reloads the user once, then joins again', () => {
    const joined = play([{ type: 'connected' }, { type: 'start', gameId: 7 }, { type: 'joinSuccessful', gameId: 7 }]).state;
    const renewing = play(
      [
        { type: 'renewTokenRequired', gameId: 7 },
        { type: 'renewTokenRequired', gameId: 7 },
      ],
      joined,
    );
    expect(renewing.state.phase).toBe('renewing');
    expect(renewing.commands).toEqual([{ type: 'reloadUser' }]);
    const rejoined = play([{ type: 'tokenRenewed' }, { type: 'joinSuccessful', gameId: 7 }], renewing.state);
    expect(rejoined.commands).toEqual([{ type: 'join', gameId: 7 }]);
    expect(rejoined.state.phase).toBe('joined');
  });

  it('ignores answers about another game and leaves on stop', () => {
    const joined = play([{ type: 'connected' }, { type: 'start', gameId: 7 }, { type: 'joinSuccessful', gameId: 7 }]).state;
    expect(
      play(
        [
          { type: 'joinFailed', gameId: 8, reason: 'forbidden', socketId: 'x' },
          { type: 'authFailed', gameId: 8 },
        ],
        joined,
      ).state.phase,
    ).toBe('joined');
    const stopped = play([{ type: 'stop' }], joined);
    expect(stopped.commands).toEqual([{ type: 'leave', gameId: 7 }]);
    expect(stopped.state).toMatchObject({ phase: 'idle', gameId: null, connected: true });
    expect(play([{ type: 'tokenRenewed' }], joined).commands).toEqual([]);
  });
});

import { announceSessionExpired, endingSessionOnPurpose, onSessionExpired, sayingSessionExpired } from './session-expired';

describe('session expiry announcements', () => {
  it('reach the listeners, except for a scope whose session this page is ending on purpose', () => {
    const heard: string[] = [];
    const off = onSessionExpired((scope) => heard.push(scope));
    announceSessionExpired('player');
    const undo = endingSessionOnPurpose('player');
    announceSessionExpired('player');
    announceSessionExpired('expert');
    undo();
    announceSessionExpired('player');
    off();
    expect(heard).toEqual(['player', 'expert', 'player']);
  });

  it('reach the shell, unless a screen says it itself (the latest one), until that screen closes', () => {
    const shell = vi.fn();
    const first = vi.fn();
    const second = vi.fn();
    const stopShell = onSessionExpired(shell);
    announceSessionExpired('player');
    expect(shell).toHaveBeenCalledTimes(1);

    const releaseFirst = sayingSessionExpired(first);
    const releaseSecond = sayingSessionExpired(second);
    announceSessionExpired('player');
    expect(second).toHaveBeenCalledWith('player');
    expect(first).not.toHaveBeenCalled();
    expect(shell).toHaveBeenCalledTimes(1);

    releaseSecond();
    announceSessionExpired('player');
    expect(first).toHaveBeenCalledTimes(1);
    releaseFirst();
    announceSessionExpired('expert');
    expect(shell).toHaveBeenLastCalledWith('expert');
    stopShell();
  });
});

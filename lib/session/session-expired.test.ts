import { announceSessionExpired, onSessionExpired, sayingSessionExpired } from './session-expired';

describe('session expiry announcements', () => {
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

import { announceSessionExpired, endingSessionOnPurpose, onSessionExpired } from './session-expired';

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
});

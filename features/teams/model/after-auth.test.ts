import { TOKEN } from '../testing/fixtures';
import { forgetInviteAfterAuth, INVITE_AFTER_AUTH_TTL_MS, inviteAfterAuth, rememberInviteAfterAuth } from './after-auth';

describe('the invite kept through sign-up and e-mail confirmation', () => {
  beforeEach(() => localStorage.clear());

  it('is given back for 24 hours, then forgotten', () => {
    rememberInviteAfterAuth(localStorage, TOKEN, 1_000);
    expect(inviteAfterAuth(localStorage, 1_000 + INVITE_AFTER_AUTH_TTL_MS)).toBe(TOKEN);
    expect(inviteAfterAuth(localStorage, 1_001 + INVITE_AFTER_AUTH_TTL_MS)).toBeNull();
    forgetInviteAfterAuth(localStorage);
    expect(inviteAfterAuth(localStorage, 1_000)).toBeNull();
  });

  it('ignores what is not an invite token (a tampered value never becomes an address)', () => {
    localStorage.setItem('quiz.teams.invite-after-auth', JSON.stringify({ token: '../../evil?x=1', at: 1_000 }));
    expect(inviteAfterAuth(localStorage, 1_000)).toBeNull();
    localStorage.setItem('quiz.teams.invite-after-auth', '{not json');
    expect(inviteAfterAuth(localStorage, 1_000)).toBeNull();
    expect(inviteAfterAuth(null, 1_000)).toBeNull();
  });
});

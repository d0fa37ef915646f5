import { TOKEN } from '../testing/fixtures';
import { inviteLink, looksLikeInviteToken } from './invite-link';

describe('invite links', () => {
  it('open the share page of the language with the token', () => {
    expect(inviteLink('https://quiz.example/fr/share', TOKEN)).toBe(`https://quiz.example/fr/share?invite=${TOKEN}`);
  });

  it('take only what can be a token', () => {
    expect(looksLikeInviteToken(TOKEN)).toBe(true);
    expect(looksLikeInviteToken('short')).toBe(false);
    expect(looksLikeInviteToken(`${TOKEN}/..`)).toBe(false);
    expect(looksLikeInviteToken(undefined)).toBe(false);
  });
});

import Cookies from 'js-cookie';
import { beginOAuth, completeOAuth, OAUTH_STATE_COOKIE } from './oauth-state';

afterEach(() => {
  Cookies.remove(OAUTH_STATE_COOKIE, { path: '/' });
  vi.useRealTimers();
});

describe('OAuth provider cookie', () => {
  it('accepts the callback of the sign-in it started, once', () => {
    const state = beginOAuth('google');
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(beginOAuth('google')).not.toBe(state);
    const latest = JSON.parse(Cookies.get(OAUTH_STATE_COOKIE)!) as { state: string };
    expect(completeOAuth('google', latest.state)).toBe(true);
    expect(completeOAuth('google', latest.state)).toBe(false);
  });

  it('refuses another state, another provider, or no pending sign-in', () => {
    const state = beginOAuth('google');
    expect(completeOAuth('google', 'forged')).toBe(false);
    beginOAuth('vkontakte');
    expect(completeOAuth('google', state)).toBe(false);
    expect(completeOAuth('google', null)).toBe(false);
  });

  it('lives about 30 minutes', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-19T09:00:00Z') });
    const state = beginOAuth('vkontakte');
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect(Cookies.get(OAUTH_STATE_COOKIE)).toBeDefined();
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(completeOAuth('vkontakte', state)).toBe(false);
  });
});

import Cookies from 'js-cookie';
import { beginOAuth, completeOAuth, finishOAuth, OAUTH_STATE_COOKIE, sameOriginPath } from './oauth-state';

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

  it('keeps the page the sign-in started on, and gives it back only with the matching state', () => {
    const state = beginOAuth('google', '/en/share?invite=abc');
    expect(finishOAuth('google', state)).toEqual({ started: true, returnPath: '/en/share?invite=abc' });
    const other = beginOAuth('google', '/share?invite=abc');
    expect(finishOAuth('google', `${other}x`)).toEqual({ started: false, returnPath: null });
    // A value planted in the cookie that is not a path of this site is ignored when read back.
    Cookies.set(OAUTH_STATE_COOKIE, JSON.stringify({ provider: 'google', state: 's', returnPath: '//evil.test/x' }), { path: '/' });
    expect(finishOAuth('google', 's')).toEqual({ started: true, returnPath: null });
  });

  it('a return path is a same-origin path only', () => {
    expect(sameOriginPath('/fr/share?invite=a-b_c')).toBe('/fr/share?invite=a-b_c');
    expect(sameOriginPath('/game/12#tab')).toBe('/game/12');
    for (const bad of ['//evil.test', '/\\evil.test', 'https://evil.test/', 'javascript:alert(1)', 'share', '/a\nb', `/${'a'.repeat(2000)}`]) {
      expect(sameOriginPath(bad)).toBeNull();
    }
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

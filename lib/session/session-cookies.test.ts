import { cookieNames } from '@/lib/config/cookie-names';
import { clearSession, readRefreshToken, readSessionToken, sessionLifetimeDays, writeSession } from './session-cookies';

const DAY = 24 * 60 * 60 * 1000;
const pair = (n: number) => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}` });

/**
 * jsdom's cookie jar expires cookies by the (faked) clock, so lifetimes are observed, not assumed. Each test starts
 * a month after the previous one: the jar outlives a test, and its removals must lie in every later test's past.
 */
let start = Date.parse('2025-03-19T09:00:00Z');
beforeEach(() => {
  start += 30 * 24 * 60 * 60 * 1000;
  vi.useFakeTimers({ toFake: ['Date'], now: start });
});
afterEach(() => {
  clearSession('player');
  clearSession('expert');
  vi.useRealTimers();
});
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('session cookies', () => {
  it('a password login lasts 5 days', () => {
    writeSession('player', pair(1));
    expect(readSessionToken('player')).toBe('access-1');
    expect(readRefreshToken('player')).toBe('refresh-1');
    advance(5 * DAY - 60_000);
    expect(readSessionToken('player')).toBe('access-1');
    advance(2 * 60_000);
    expect(readSessionToken('player')).toBeUndefined();
    expect(readRefreshToken('player')).toBeUndefined();
  });

  it('an OAuth session lasts 1 day, and a refresh renews it for 1 day again (not 5)', () => {
    writeSession('player', pair(1), 1);
    expect(sessionLifetimeDays('player')).toBe(1);
    advance(DAY / 2);
    writeSession('player', pair(2));
    advance(DAY - 60_000);
    expect(readSessionToken('player')).toBe('access-2');
    advance(2 * 60_000);
    expect(readSessionToken('player')).toBeUndefined();
  });

  it('scopes are separate cookies', () => {
    writeSession('expert', pair(3));
    expect(document.cookie).toContain(`${cookieNames.expertToken}=access-3`);
    expect(readSessionToken('player')).toBeUndefined();
    clearSession('expert');
    expect(readSessionToken('expert')).toBeUndefined();
    expect(sessionLifetimeDays('expert')).toBeUndefined();
  });
});

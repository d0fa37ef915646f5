import { guardRedirect } from './route-guards';

describe('guardRedirect', () => {
  it.each(['/expert', '/expert/', '/expert/123', '/expert/123/'])('sends a visitor without a session from %s to the login page', (path) => {
    expect(guardRedirect(path, false)).toBe('/expert/login');
  });

  it.each(['/expert', '/expert/123'])('lets an expert with a session into %s', (path) => {
    expect(guardRedirect(path, true)).toBeUndefined();
  });

  it.each(['/expert/login', '/expert/login/'])('sends an expert with a session from %s to /expert', (path) => {
    expect(guardRedirect(path, true)).toBe('/expert');
  });

  it('leaves the login page open to a visitor without a session (no redirect loop)', () => {
    expect(guardRedirect('/expert/login', false)).toBeUndefined();
  });

  it.each(['/', '/private', '/private/5', '/game/7', '/reg/5', '/expertise', '/experts'])('leaves %s alone', (path) => {
    expect(guardRedirect(path, false)).toBeUndefined();
    expect(guardRedirect(path, true)).toBeUndefined();
  });
});

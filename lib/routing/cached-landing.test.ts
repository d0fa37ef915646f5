import { cachedLandingAudience, isLandingAddress, publicRest } from './cached-landing';

const request = (rest: string, query = '', hasPlayerSession = false) => ({
  rest,
  searchParams: new URLSearchParams(query),
  hasPlayerSession,
});

describe('cachedLandingAudience', () => {
  it('serves the language home of an anonymous visitor from the cache', () => {
    expect(cachedLandingAudience(request('/'))).toBe('guest');
  });

  it('ignores campaign tags and Next’s own cache-busting parameter', () => {
    expect(cachedLandingAudience(request('/', 'utm_source=vk&utm_campaign=spring'))).toBe('guest');
    expect(cachedLandingAudience(request('/', '_rsc=1x2y3', true))).toBe('member');
  });

  it('serves a signed-in visitor the members’ copy (their own parts are filled in by the browser)', () => {
    expect(cachedLandingAudience(request('/', '', true))).toBe('member');
  });

  it('renders per request when the address filters the list, or carries anything else', () => {
    expect(cachedLandingAudience(request('/', 'type=family'))).toBeNull();
    expect(cachedLandingAudience(request('/', 'date=all'))).toBeNull();
    expect(cachedLandingAudience(request('/', 'utm_source=vk&city=3'))).toBeNull();
    expect(cachedLandingAudience(request('/', 'anything=1'))).toBeNull();
  });

  it('is only the home page', () => {
    expect(cachedLandingAudience(request('/private'))).toBeNull();
    expect(cachedLandingAudience(request('/reg/12'))).toBeNull();
    expect(cachedLandingAudience(request('/landing'))).toBeNull();
    expect(cachedLandingAudience(request('/member-landing', '', true))).toBeNull();
  });
});

describe('isLandingAddress', () => {
  it('recognises the internal addresses, with or without a trailing slash', () => {
    expect(isLandingAddress('/landing')).toBe(true);
    expect(isLandingAddress('/landing/')).toBe(true);
    expect(isLandingAddress('/member-landing')).toBe(true);
    expect(isLandingAddress('/member-landing/')).toBe(true);
    expect(isLandingAddress('/landing/x')).toBe(false);
    expect(isLandingAddress('/')).toBe(false);
  });
});

describe('publicRest', () => {
  it('shows either internal landing as the language home', () => {
    expect(publicRest('/landing')).toBe('/');
    expect(publicRest('/member-landing')).toBe('/');
    expect(publicRest('/private')).toBe('/private');
  });
});

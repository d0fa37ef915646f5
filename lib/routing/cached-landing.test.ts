import { isLandingAddress, servesCachedLanding } from './cached-landing';

const request = (rest: string, query = '', hasPlayerSession = false) => ({
  rest,
  searchParams: new URLSearchParams(query),
  hasPlayerSession,
});

describe('servesCachedLanding', () => {
  it('serves the language home of an anonymous visitor from the cache', () => {
    expect(servesCachedLanding(request('/'))).toBe(true);
  });

  it('ignores campaign tags and Next’s own cache-busting parameter', () => {
    expect(servesCachedLanding(request('/', 'utm_source=vk&utm_campaign=spring'))).toBe(true);
    expect(servesCachedLanding(request('/', '_rsc=1x2y3'))).toBe(true);
  });

  it('renders per request for a signed-in visitor (header and registered cards are personal)', () => {
    expect(servesCachedLanding(request('/', '', true))).toBe(false);
  });

  it('renders per request when the address filters the list, or carries anything else', () => {
    expect(servesCachedLanding(request('/', 'type=family'))).toBe(false);
    expect(servesCachedLanding(request('/', 'date=all'))).toBe(false);
    expect(servesCachedLanding(request('/', 'utm_source=vk&city=3'))).toBe(false);
    expect(servesCachedLanding(request('/', 'anything=1'))).toBe(false);
  });

  it('is only the home page', () => {
    expect(servesCachedLanding(request('/private'))).toBe(false);
    expect(servesCachedLanding(request('/reg/12'))).toBe(false);
    expect(servesCachedLanding(request('/landing'))).toBe(false);
  });
});

describe('isLandingAddress', () => {
  it('recognises the internal address, with or without a trailing slash', () => {
    expect(isLandingAddress('/landing')).toBe(true);
    expect(isLandingAddress('/landing/')).toBe(true);
    expect(isLandingAddress('/landing/x')).toBe(false);
    expect(isLandingAddress('/')).toBe(false);
  });
});

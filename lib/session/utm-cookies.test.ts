import Cookies from 'js-cookie';
import { readUtm } from './utm-cookies';

// The cookies are written by proxy.ts on landing (its rule: utm-landing.ts); the browser only reads them.
const none = { utm_source: null, utm_content: null, utm_medium: null, utm_term: null, utm_campaign: null };

afterEach(() => {
  for (const name of Object.keys(none)) Cookies.remove(name, { path: '/' });
});

describe('remembered utm values', () => {
  it('reads the five cookies under the parameters own names', () => {
    Cookies.set('utm_source', 'vk', { path: '/' });
    Cookies.set('utm_campaign', 'spring sale', { path: '/' });
    Cookies.set('utm_term', 'quiz', { path: '/' });
    expect(readUtm()).toEqual({ ...none, utm_source: 'vk', utm_campaign: 'spring sale', utm_term: 'quiz' });
  });

  it('gives null for absent and empty values, so the body always has all five fields', () => {
    Cookies.set('utm_medium', '', { path: '/' });
    expect(readUtm()).toEqual(none);
  });

  it('ignores cookies that are not utm fields', () => {
    Cookies.set('utm_other', 'x', { path: '/' });
    expect(readUtm()).toEqual(none);
    Cookies.remove('utm_other', { path: '/' });
  });
});

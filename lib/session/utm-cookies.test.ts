import Cookies from 'js-cookie';
import { captureUtm, readUtm, UTM_COOKIE_DAYS } from './utm-cookies';

const none = { utm_source: null, utm_content: null, utm_medium: null, utm_term: null, utm_campaign: null };

afterEach(() => {
  for (const name of Object.keys(none)) Cookies.remove(name, { path: '/' });
  vi.useRealTimers();
});

describe('utm capture', () => {
  it('remembers the five utm parameters of a landing address', () => {
    expect(captureUtm('?utm_source=vk&utm_medium=cpc&utm_campaign=spring%20sale&utm_term=quiz&utm_content=banner&x=1')).toBe(true);
    expect(readUtm()).toEqual({ utm_source: 'vk', utm_content: 'banner', utm_medium: 'cpc', utm_term: 'quiz', utm_campaign: 'spring sale' });
  });

  it('a landing without utm parameters keeps what was remembered', () => {
    captureUtm('?utm_source=vk');
    expect(captureUtm('?page=2')).toBe(false);
    expect(captureUtm('')).toBe(false);
    expect(readUtm().utm_source).toBe('vk');
  });

  it('the last campaign replaces the whole set, never mixing two', () => {
    captureUtm('?utm_source=vk&utm_campaign=spring');
    captureUtm('?utm_source=google&utm_medium=cpc');
    expect(readUtm()).toEqual({ ...none, utm_source: 'google', utm_medium: 'cpc' });
  });

  it('trims, ignores blanks and caps values at 255 characters', () => {
    captureUtm(`?utm_source=%20%20&utm_term=${'x'.repeat(300)}`);
    expect(readUtm()).toEqual({ ...none, utm_term: 'x'.repeat(255) });
  });

  it(`is remembered for ${UTM_COOKIE_DAYS} days`, () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-19T09:00:00Z') });
    captureUtm('?utm_source=vk');
    vi.setSystemTime(Date.now() + UTM_COOKIE_DAYS * 86_400_000 - 60_000);
    expect(readUtm().utm_source).toBe('vk');
    vi.setSystemTime(Date.now() + 120_000);
    expect(readUtm()).toEqual(none);
  });
});

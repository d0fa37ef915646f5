import { homeOf, modalCloseAddress } from './modal-close-address';

describe('modalCloseAddress', () => {
  it.each([
    ['/', 'ru'],
    ['/en', 'en'],
    ['/fr', 'fr'],
    ['/en/', 'en'],
  ] as const)('keeps the address on the home page %s', (path, locale) => {
    expect(modalCloseAddress(path, locale)).toBeUndefined();
  });

  it.each(['/private', '/private/5', '/reg/5', '/password/reset/abc123', '/mail-auth/xyz'])('goes home from %s', (path) => {
    expect(modalCloseAddress(path, 'ru')).toBe('/');
    expect(modalCloseAddress(`/ru${path}`, 'ru')).toBe('/');
    expect(modalCloseAddress(`/en${path}`, 'en')).toBe('/en');
    expect(modalCloseAddress(`/fr${path}`, 'fr')).toBe('/fr');
  });

  it.each(['/expert', '/expert/12', '/game', '/game/7', '/share', '/promocodes/3', '/privateer'])('keeps the address on %s', (path) => {
    expect(modalCloseAddress(path, 'ru')).toBeUndefined();
    expect(modalCloseAddress(`/en${path}`, 'en')).toBeUndefined();
  });
});

describe('homeOf', () => {
  it('is / for Russian and the prefix for other languages', () => {
    expect(homeOf('ru')).toBe('/');
    expect(homeOf('en')).toBe('/en');
    expect(homeOf('fr')).toBe('/fr');
  });
});

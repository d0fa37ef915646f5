import { isRegistrationAddress, registrationGameIdOf, registrationPath } from './registration-address';

describe('the registration address (/reg/{game_id_modal})', () => {
  it('reads the game id in every language', () => {
    expect(registrationGameIdOf('/reg/12')).toBe(12);
    expect(registrationGameIdOf('/en/reg/12')).toBe(12);
    expect(registrationGameIdOf('/fr/reg/12/')).toBe(12);
  });

  it('is not any other address', () => {
    for (const path of ['/', '/reg', '/reg/', '/reg/0', '/reg/abc', '/reg/12/pay', '/en/reg/-1', '/game/12', '/de/reg/12']) {
      expect(isRegistrationAddress(path)).toBe(false);
    }
  });

  it('is written with the language prefix (none for Russian)', () => {
    expect(registrationPath(5, 'ru')).toBe('/reg/5');
    expect(registrationPath(5, 'en')).toBe('/en/reg/5');
    expect(registrationPath(5, 'fr')).toBe('/fr/reg/5');
  });
});

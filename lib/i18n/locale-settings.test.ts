import { locales } from './routing';
import { getLocaleSettings, localeSettings, registrationPrice } from './locale-settings';

describe('Russian locale settings', () => {
  const ru = getLocaleSettings('ru');

  it('requires registration and plays in Russian', () => {
    expect(ru.regRequired).toBe(true);
    expect(ru.gameLanguage).toBe('RUSSIAN');
    expect(ru.freeCityInput).toBe(false);
  });

  it('uses clusters, the rating filter button and the mobile menu', () => {
    expect(ru.useClusters).toBe(true);
    expect(ru.showFilterButtonInRating).toBe(true);
    expect(ru.hasMobileMenu).toBe(true);
  });

  it('allows paying later and filtering the schedule by category', () => {
    expect(ru.gameScheduleBlock).toMatchObject({ is: true, allowPayLater: true, filterByCategory: true });
  });

  it('shows the full landing: video, rules button, end game, new week, socials, lead banner, friend block', () => {
    expect(ru).toMatchObject({
      videoBlock: true,
      rulesButton: true,
      endGame: true,
      newWeekBlock: true,
      showSocialsIcons: true,
      leadMagnitBanner: true,
      letsBeFriendBlock: true,
    });
    expect(ru.socialsIcons.length).toBeGreaterThan(0);
    expect(ru.noGamesBlock).toEqual({ noGames1: true, noGames2: true, noGames3: true });
  });

  it('shows the header and footer buttons and links the terms, privacy, rules and FAQ files', () => {
    expect(ru.header.buttons).toEqual(expect.arrayContaining(['party', 'portal', 'franchise', 'corp', 'live']));
    expect(ru.footer.buttons).toBe(true);
    expect([...ru.footer.files].sort()).toEqual(['faq', 'privacy', 'rules', 'terms']);
  });

  it('opens the payment widget in Russian', () => {
    expect(ru.cloudPaymentsLanguage).toBe('ru-RU');
  });
});

describe.each([
  ['en', 'ENGLISH', '/en'],
  ['fr', 'FRENCH', '/fr'],
] as const)('%s locale settings', (locale, gameLanguage, home) => {
  const s = getLocaleSettings(locale);

  it(`does not require registration and plays in ${gameLanguage}`, () => {
    expect(s.regRequired).toBe(false);
    expect(s.gameLanguage).toBe(gameLanguage);
  });

  it('lets the player type any city, without clusters or a mobile menu', () => {
    expect(s.freeCityInput).toBe(true);
    expect(s.useClusters).toBe(false);
    expect(s.hasMobileMenu).toBe(false);
  });

  it('does not allow paying later', () => {
    expect(s.gameScheduleBlock.allowPayLater).toBe(false);
  });

  it('shows only the first no-games block', () => {
    expect(s.noGamesBlock).toEqual({ noGames1: true, noGames2: false, noGames3: false });
  });

  it('links the terms, privacy and rules files, without FAQ or footer buttons', () => {
    expect([...s.footer.files].sort()).toEqual(['privacy', 'rules', 'terms']);
    expect(s.footer.buttons).toBe(false);
    expect(s.header.buttons).toEqual([]);
  });

  it('opens the payment widget in English and links the logo to its home', () => {
    expect(s.cloudPaymentsLanguage).toBe('en-US');
    expect(s.header.logoRef).toBe(home);
  });
});

describe('locale settings table', () => {
  it('has an entry for every locale', () => {
    expect(Object.keys(localeSettings).sort()).toEqual([...locales].sort());
  });
});

describe('registrationPrice', () => {
  it('is 899 RUB in Russian and French and 10 USD in English', () => {
    expect(registrationPrice.ru).toEqual({ amount: 899, currency: 'RUB' });
    expect(registrationPrice.fr).toEqual({ amount: 899, currency: 'RUB' });
    expect(registrationPrice.en).toEqual({ amount: 10, currency: 'USD' });
  });
});

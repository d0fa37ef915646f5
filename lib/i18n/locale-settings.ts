import type { Locale } from './routing';

/**
 * Per-language product settings (spec section 3, "Locale settings per language"). Components read feature flags
 * from here instead of comparing locale codes, so a new language is one entry, not a hunt through the tree.
 * Text for these blocks lives in messages/*.json; this module only says what is shown and where it links.
 */
/** The root store's menu links shown as buttons: the outside sites and the games' live broadcasts (`live`). */
export type HeaderButton = 'party' | 'portal' | 'franchise' | 'corp' | 'live';
export type FooterFile = 'terms' | 'privacy' | 'rules' | 'faq';

export interface LocaleSettings {
  name: string;
  regRequired: boolean;
  gameLanguage: 'RUSSIAN' | 'ENGLISH' | 'FRENCH';
  useClusters: boolean;
  showFilterButtonInRating: boolean;
  /** The landing's main (hero) background, a CSS colour. */
  mainBackground: string;
  /** The background of the "how to play" (rules) button, a CSS colour; its text colour is chosen for contrast. */
  howToPlayBtnBackground: string;
  cloudPaymentsLanguage: 'ru-RU' | 'en-US';
  freeCityInput: boolean;
  hasMobileMenu: boolean;
  /** The hero's "Become a legend" button and its dialog (how to reach the prize places). */
  becomeLegendModal: boolean;
  lkNotSupported: boolean;
  showCurrentTeammatesCounter: boolean;
  showSocialsIcons: boolean;
  header: { buttons: readonly HeaderButton[]; logoRef: string; logo: string; logoDark: string };
  /** Which of the three "no games" blocks the landing shows when the list is empty. */
  noGamesBlock: { noGames1: boolean; noGames2: boolean; noGames3: boolean };
  leadMagnitBanner: boolean;
  socialsIcons: readonly ('vk' | 'telegram' | 'youtube' | 'instagram' | 'facebook')[];
  videoBlock: boolean;
  rulesButton: boolean;
  /** The hero links the test game (LINK_TEST_GAME) to try the game screen, when one is configured. */
  testGame: boolean;
  /** The finished game page invites the team to its next game. */
  endGame: boolean;
  newWeekBlock: boolean;
  gameScheduleBlock: { is: boolean; filterByCategory: boolean; gameDates: boolean; allowPayLater: boolean };
  fourStepsBlock: { is: boolean; regsBlockText: boolean };
  litresBlock: boolean;
  letsBeFriendBlock: boolean;
  /** `buttons`: the header's outside links repeated as buttons in the footer; `files`: the documents linked there. */
  footer: { buttons: boolean; files: readonly FooterFile[] };
}

const logos = { logo: '/images/logo.svg', logoDark: '/images/logo-dark.svg' } as const;

const ru: LocaleSettings = {
  name: 'Русский',
  regRequired: true,
  gameLanguage: 'RUSSIAN',
  useClusters: true,
  showFilterButtonInRating: true,
  mainBackground: '#ffd33d',
  howToPlayBtnBackground: '#1f1f1f',
  cloudPaymentsLanguage: 'ru-RU',
  freeCityInput: false,
  hasMobileMenu: true,
  becomeLegendModal: true,
  lkNotSupported: false,
  showCurrentTeammatesCounter: true,
  showSocialsIcons: true,
  header: { buttons: ['party', 'portal', 'franchise', 'corp', 'live'], logoRef: '/', ...logos },
  noGamesBlock: { noGames1: true, noGames2: true, noGames3: true },
  leadMagnitBanner: true,
  socialsIcons: ['vk', 'telegram', 'youtube'],
  videoBlock: true,
  rulesButton: true,
  testGame: true,
  endGame: true,
  newWeekBlock: true,
  gameScheduleBlock: { is: true, filterByCategory: true, gameDates: true, allowPayLater: true },
  fourStepsBlock: { is: true, regsBlockText: true },
  litresBlock: true,
  letsBeFriendBlock: true,
  footer: { buttons: true, files: ['terms', 'privacy', 'rules', 'faq'] },
};

const foreign = (name: string, gameLanguage: LocaleSettings['gameLanguage'], logoRef: string): LocaleSettings => ({
  name,
  regRequired: false,
  gameLanguage,
  useClusters: false,
  showFilterButtonInRating: false,
  mainBackground: '#ffd33d',
  howToPlayBtnBackground: '#1f1f1f',
  cloudPaymentsLanguage: 'en-US',
  freeCityInput: true,
  hasMobileMenu: false,
  becomeLegendModal: false,
  lkNotSupported: true,
  showCurrentTeammatesCounter: false,
  showSocialsIcons: false,
  header: { buttons: [], logoRef, ...logos },
  noGamesBlock: { noGames1: true, noGames2: false, noGames3: false },
  leadMagnitBanner: false,
  socialsIcons: [],
  videoBlock: false,
  rulesButton: false,
  testGame: false,
  endGame: false,
  newWeekBlock: false,
  gameScheduleBlock: { is: true, filterByCategory: false, gameDates: true, allowPayLater: false },
  fourStepsBlock: { is: false, regsBlockText: false },
  litresBlock: false,
  letsBeFriendBlock: false,
  footer: { buttons: false, files: ['terms', 'privacy', 'rules'] },
});

export const localeSettings: Readonly<Record<Locale, LocaleSettings>> = {
  ru,
  en: foreign('English', 'ENGLISH', '/en'),
  fr: foreign('Français', 'FRENCH', '/fr'),
};

export const getLocaleSettings = (locale: Locale): LocaleSettings => localeSettings[locale];

/** Registration price shown to players (spec section 1): 899 RUB for ru and fr, 10 USD for en. */
export const registrationPrice: Readonly<Record<Locale, { amount: number; currency: string }>> = {
  ru: { amount: 899, currency: 'RUB' },
  fr: { amount: 899, currency: 'RUB' },
  en: { amount: 10, currency: 'USD' },
};

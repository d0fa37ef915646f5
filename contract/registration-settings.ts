/**
 * Registration rules that depend on the site's language (spec section 3, locale settings regRequired,
 * freeCityInput, gameScheduleBlock.allowPayLater, cloudPaymentsLanguage) and the limits of registration and payment.
 * Plain values without zod: the web app reads them on the first load; the reference backend enforces the same
 * table from the `language` field of a registration (contract/README.md, "Registration and payment").
 */
export const registrationLanguages = ['ru', 'en', 'fr'] as const;
export type RegistrationLanguage = (typeof registrationLanguages)[number];

export interface RegistrationSettings {
  /** An account is required to register (ru); without it a guest registers with name and e-mail (en, fr). */
  regRequired: boolean;
  /** The city may be typed freely instead of chosen from /cities/all (en, fr). */
  freeCityInput: boolean;
  /** "Pay later" is offered: the place is kept as DEFERRED until the start (ru). */
  allowPayLater: boolean;
  /** The payment widget's language (spec section 9: ru-RU for ru, en-US otherwise). */
  cloudPaymentsLanguage: 'ru-RU' | 'en-US';
}

export const registrationSettings: Readonly<Record<RegistrationLanguage, RegistrationSettings>> = {
  ru: { regRequired: true, freeCityInput: false, allowPayLater: true, cloudPaymentsLanguage: 'ru-RU' },
  en: { regRequired: false, freeCityInput: true, allowPayLater: false, cloudPaymentsLanguage: 'en-US' },
  fr: { regRequired: false, freeCityInput: true, allowPayLater: false, cloudPaymentsLanguage: 'en-US' },
};

/** Teams a player may create (spec section 5: 'You have created the maximum number of teams.'). */
export const MAX_TEAMS_PER_PLAYER = 5;

/** How long a place is held for a registration waiting for its payment; unpaid, it is released. */
export const PAYMENT_HOLD_MINUTES = 15;

/** The game page and stream open this long before the start (spec section 9); the reminder letter goes then. */
export const GAME_PAGE_OPENS_MINUTES_BEFORE = 60;

/** The reminder advises the team to be in touch this long before the start (spec section 1). */
export const CONTACT_TEAM_MINUTES_BEFORE = 15;

/** The header that carries a guest registration's access token (the reply of its creation gives it once). */
export const REGISTRATION_TOKEN_HEADER = 'X-Registration-Token';

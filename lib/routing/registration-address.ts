import type { Locale } from '@/lib/i18n/routing';
import { splitLocalePrefix, switchLocalePath } from '@/lib/i18n/locale-detection';

/**
 * The spec's `/reg/{game_id_modal}`: the home page with the registration modal for a game. Known here so that the
 * routes (the home page that opens it in place, the confirmation page that comes back to it) and the features that
 * link to it (catalogue cards, the participant screen's "pay") agree on one address.
 */
const REGISTRATION_PATH = /^\/reg\/([1-9]\d{0,9})\/?$/;

/** The game id of a registration address (`/reg/12`, `/en/reg/12`), else null. */
export function registrationGameIdOf(pathname: string): number | null {
  const match = REGISTRATION_PATH.exec(splitLocalePrefix(pathname).rest);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

export const isRegistrationAddress = (pathname: string) => registrationGameIdOf(pathname) !== null;

/** `/reg/12` in Russian, `/en/reg/12`, `/fr/reg/12`. */
export const registrationPath = (gameId: number, locale: Locale) => switchLocalePath(`/reg/${gameId}`, locale);

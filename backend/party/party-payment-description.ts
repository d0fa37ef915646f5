import type { Locale } from '../i18n/locale';
import { startText } from './start-text';

/** The line the payer sees in the widget and on the receipt: a private game, in the organiser's language. */
export function orderDescription(locale: Locale, format: string, startsAt: number, zone: string, teams: number): string {
  const start = startText(startsAt, zone, locale);
  if (locale === 'ru') return `Приватная игра «${format}», ${start}, команд: ${teams}`;
  if (locale === 'fr') return `Partie privée « ${format} », ${start}, équipes : ${teams}`;
  return `Private game “${format}”, ${start}, ${teams} teams`;
}

/** ... and a promo-code pack, in the buyer's language. */
export function packDescription(locale: Locale, pack: string, entries: number): string {
  if (locale === 'ru') return `Промокоды «${pack}», участий: ${entries}`;
  if (locale === 'fr') return `Codes promo « ${pack} », participations : ${entries}`;
  return `Promo codes “${pack}”, ${entries} entries`;
}

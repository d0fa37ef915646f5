import { formatStart } from '@/features/auth/components/expert/format-start';
import { capitalZone } from '@/lib/i18n/capital-zone';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The console's start line on the game city's clock, like the expert dashboard ("19 марта, 12:00 (GMT+3)"), in every
 * page language: the console's own reply has no time zone, the expert's game list (GET {live}/experts/games) has.
 * Only when that list is unavailable or does not name the game: the language's capital clock (the offset is shown,
 * so the time is never ambiguous).
 */
export function consoleStartText(startsAt: number, gameId: number, games: readonly { id: number; timezone: string }[] | null, locale: Locale): string {
  const zone = games?.find((game) => game.id === gameId)?.timezone ?? capitalZone[locale];
  return formatStart(new Date(startsAt), zone, locale);
}

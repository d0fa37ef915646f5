import type { Locale } from '@/lib/i18n/routing';

/**
 * A game's start as the visitor's language writes it, on the clock of the capital the game is announced in, with
 * that clock named: "5 декабря, 19:00 (GMT+3)" / "5 December, 16:00 (GMT)" / "5 décembre, 17:00 (UTC+1)".
 */
export function formatGameTime(ms: number, zone: string, locale: Locale): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).formatToParts(ms);
  } catch {
    parts = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatToParts(ms);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} (${part('timeZoneName')})`;
}

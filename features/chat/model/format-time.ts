import { format, isSameDay } from 'date-fns';
import { enGB, fr, ru } from 'date-fns/locale';

const dateLocales = { ru, en: enGB, fr } as const;

/** A message's time on the reader's clock: `14:05` today, `3 мар., 14:05` on another day. */
export function formatMessageTime(at: number, locale: 'ru' | 'en' | 'fr', now: number = Date.now()): string {
  return format(at, isSameDay(at, now) ? 'HH:mm' : 'd MMM, HH:mm', { locale: dateLocales[locale] });
}

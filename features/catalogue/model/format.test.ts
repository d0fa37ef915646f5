import { registrationPrice } from '@/lib/i18n/locale-settings';
import { formatPrice } from './format-price';
import { capitalKeyOf, formatClock, formatGameDate, formatZoneOffset, upcomingDays } from './format-game-time';

const start = new Date('2025-03-05T16:30:00Z');

describe('game dates (spec: dd MMMM, HH:mm, in the language of the address)', () => {
  it.each([
    ['ru', '05 марта, 19:30'],
    ['en', '05 March, 19:30'],
    ['fr', '05 mars, 19:30'],
  ] as const)('%s on Moscow time', (locale, expected) => {
    expect(formatGameDate(start, 'Europe/Moscow', locale)).toBe(expected);
  });

  it('follows the zone, including the day change and summer time', () => {
    expect(formatGameDate(start, 'Asia/Novosibirsk', 'ru')).toBe('05 марта, 23:30');
    expect(formatGameDate(new Date('2025-03-05T20:30:00Z'), 'Asia/Novosibirsk', 'ru')).toBe('06 марта, 03:30');
    // Paris moves to summer time on 30 March 2025: the same UTC time reads an hour later.
    expect(formatGameDate(new Date('2025-03-29T18:00:00Z'), 'Europe/Paris', 'fr')).toBe('29 mars, 19:00');
    expect(formatGameDate(new Date('2025-03-30T18:00:00Z'), 'Europe/Paris', 'fr')).toBe('30 mars, 20:00');
  });

  it('reads the zone clock with midnight as 00, through the hour that happens twice, and refuses an unknown zone', () => {
    expect(formatClock(new Date('2025-03-05T21:00:00Z'), 'Europe/Moscow')).toBe('00:00');
    // London's clocks go back at 02:00 summer time on 26 October 2025: 00:30 and 01:30 UTC both read 01:30.
    expect(formatClock(new Date('2025-10-26T00:30:00Z'), 'Europe/London')).toBe('01:30');
    expect(formatClock(new Date('2025-10-26T01:30:00Z'), 'Europe/London')).toBe('01:30');
    expect(formatGameDate(new Date('2025-12-31T21:30:00Z'), 'Europe/Moscow', 'en')).toBe('01 January, 00:30');
    expect(() => formatGameDate(start, 'Mars/Olympus', 'en')).toThrow(RangeError);
  });

  it('writes clock times on the zone clock (the end, 90 minutes after the start)', () => {
    const end = new Date(start.getTime() + 90 * 60_000);
    expect(formatClock(end, 'Europe/Moscow')).toBe('21:00');
    expect(formatClock(end, 'Europe/London')).toBe('18:00');
    expect(formatClock(new Date('2025-03-05T21:30:00Z'), 'Asia/Novosibirsk')).toBe('04:30');
  });

  it('names the zone offset the way each language does', () => {
    expect(formatZoneOffset(start, 'Europe/Moscow', 'ru')).toBe('GMT+3');
    expect(formatZoneOffset(start, 'Europe/Paris', 'en')).toBe('GMT+1');
    expect(formatZoneOffset(new Date('2025-07-01T12:00:00Z'), 'Europe/Paris', 'fr')).toBe('UTC+2');
    expect(capitalKeyOf('Europe/Moscow')).toBe('moscow');
    expect(capitalKeyOf('Asia/Tokyo')).toBeNull();
  });

  it('lists the coming days for the date filter on the zone clock', () => {
    const days = upcomingDays(new Date('2025-03-19T22:30:00Z'), 'Europe/Moscow', 'ru', 3);
    expect(days).toEqual([
      { value: '2025-03-20', label: 'четверг, 20 марта' },
      { value: '2025-03-21', label: 'пятница, 21 марта' },
      { value: '2025-03-22', label: 'суббота, 22 марта' },
    ]);
    expect(upcomingDays(new Date('2025-03-19T22:30:00Z'), 'Europe/London', 'en', 1)).toEqual([{ value: '2025-03-19', label: 'Wednesday, 19 March' }]);
    expect(upcomingDays(new Date('2025-03-19T22:30:00Z'), 'Europe/Paris', 'fr', 1)[0]!.label).toBe('mercredi 19 mars');
    // Across the night Paris moves to summer time.
    expect(upcomingDays(new Date('2025-03-29T22:30:00Z'), 'Europe/Paris', 'fr', 3).map((day) => day.value)).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
  });
});

/** Intl separates groups and symbols with no-break spaces; the assertions read them as plain spaces. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('prices (spec: 899 RUB in ru and fr, 10 USD in en)', () => {
  it('writes the registration price of each language with its currency', () => {
    const shown = (locale: 'ru' | 'en' | 'fr') => plain(formatPrice(registrationPrice[locale].amount, registrationPrice[locale].currency, locale));
    expect(shown('ru')).toBe('899 ₽');
    expect(shown('fr')).toBe('899 ₽');
    expect(shown('en')).toBe('$10');
  });

  it('writes any game price in the page language, decimals only when needed, free as null', () => {
    expect(plain(formatPrice(899, 'RUB', 'en'))).toBe('₽899');
    expect(plain(formatPrice(10, 'USD', 'ru'))).toBe('10 $');
    expect(plain(formatPrice(10.5, 'EUR', 'fr'))).toBe('10,50 €');
    expect(plain(formatPrice(1200, 'RUB', 'ru'))).toBe('1 200 ₽');
    expect(formatPrice(0, 'RUB', 'ru')).toBeNull();
    expect(plain(formatPrice(5, 'XYZ1', 'en'))).toBe('5 XYZ1');
  });
});

import { formatCount } from './format-count';
import { locales } from './routing';

const wholeNumbers = [
  ...Array.from({ length: 2_001 }, (_, i) => i),
  ...Array.from({ length: 16 }, (_, k) => 10 ** k - 1),
  ...Array.from({ length: 16 }, (_, k) => 10 ** k),
  ...Array.from({ length: 16 }, (_, k) => 10 ** k + 1),
  12_345,
  123_456,
  1_234_567,
  Number.MAX_SAFE_INTEGER,
];

describe('formatCount', () => {
  it.each(locales)('%s: writes every whole number as Intl.NumberFormat does', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of wholeNumbers) expect(formatCount(value, locale)).toBe(intl.format(value));
  });

  it('groups thousands as each language does', () => {
    expect(formatCount(2000, 'ru')).toBe('2\u00a0000');
    expect(formatCount(2000, 'en')).toBe('2,000');
    expect(formatCount(1_234_567, 'fr')).toBe('1\u202f234\u202f567');
  });

  it.each(locales)('%s: leaves anything but a whole number of zero or more to Intl', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of [-1, -1234, 1.5, 1234.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(formatCount(value, locale)).toBe(intl.format(value));
    }
  });

  it('builds no number format for a whole number', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const locale of locales) formatCount(2_000, locale);
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
  });
});

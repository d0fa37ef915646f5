import { formatMoney } from './format-money';

// Intl puts no-break spaces (U+00A0, U+202F) where a reader sees spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money as each language writes it', () => {
  it('whole amounts without decimals, in the game’s own currency', () => {
    expect(plain(formatMoney(899, 'RUB', 'ru'))).toBe('899 ₽');
    expect(plain(formatMoney(10, 'USD', 'en'))).toBe('$10');
    expect(plain(formatMoney(1990, 'EUR', 'fr'))).toBe('1 990 €');
  });

  it('other amounts with two decimals', () => {
    expect(plain(formatMoney(7.5, 'USD', 'en'))).toBe('$7.50');
    expect(plain(formatMoney(899.5, 'EUR', 'fr'))).toBe('899,50 €');
  });

  it('a code Intl does not know is written after the number, not thrown', () => {
    expect(plain(formatMoney(12, 'XXXX', 'en'))).toBe('12 XXXX');
  });
});

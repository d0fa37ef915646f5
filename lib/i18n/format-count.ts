import type { Locale } from './routing';

/**
 * The separator each language writes between groups of three digits, as Intl.NumberFormat writes it (Unicode CLDR):
 * a no-break space in Russian, a comma in English, a narrow no-break space in French. format-count.test.ts checks
 * every locale of the routing against Intl, so a language added without its separator fails there.
 */
const GROUP_SEPARATOR: Record<Locale, string> = { ru: '\u00a0', en: ',', fr: '\u202f' };

/**
 * A count (teams, sheets, answers) as the page's language writes it: "2 000" (ru), "2,000" (en), "2 000" (fr).
 * The same text Intl.NumberFormat gives, without building one: the first number format a page builds costs more than
 * 100 ms at a mid-range phone's speed (bench/README.md, Notes on the figures, `/game/{id}`), and the expert
 * console shows counts as it loads. Anything but a whole number of zero or more goes to Intl.
 */
export function formatCount(value: number, locale: Locale): string {
  if (!Number.isSafeInteger(value) || value < 0) return new Intl.NumberFormat(locale).format(value);
  const digits = String(value);
  if (digits.length <= 3) return digits;
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(GROUP_SEPARATOR[locale]);
}

/**
 * Answer normalisation for grouping identical answers (expert console, reference backend). Pure and shared.
 *
 * Two answers are "the same" when their normalised forms are equal:
 * - Unicode NFKC, lower case, ё -> е;
 * - accents dropped from Latin letters (é -> e, ç -> c), never from Cyrillic ones (й stays й);
 * - punctuation and symbols become spaces ("Санкт-Петербург" = "Санкт Петербург", «Пушкин» = Пушкин), spaces
 *   collapsed and trimmed;
 * - Latin look-alikes inside a Cyrillic word become Cyrillic ("Пушкин" typed with a Latin "у" or "к") and Cyrillic
 *   look-alikes inside a Latin word become Latin ("Nеwton" with a Cyrillic "е").
 *
 * A word's script: a letter with no look-alike in the other script (Cyrillic ж, и, л...; Latin d, f, g...) decides;
 * when there is none, or both kinds, most letters decide (a tie is Cyrillic). Digits are kept as they are.
 */

/** Lower-case Latin letters that look like Cyrillic ones (upper-case forms included: B/В, H/Н, M/М, T/Т, K/К). */
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(LATIN_TO_CYRILLIC).map(([latin, cyrillic]) => [cyrillic, latin]));

const isLatin = (char: string) => /\p{Script=Latin}/u.test(char);
const isCyrillic = (char: string) => /\p{Script=Cyrillic}/u.test(char);

function unifyScript(word: string): string {
  const chars = [...word];
  const latin = chars.filter(isLatin).length;
  const cyrillic = chars.filter(isCyrillic).length;
  if (latin === 0 || cyrillic === 0) return word;
  // A letter without a look-alike in the other script settles it (ТАКСИ typed as "TAKCИ": И is only Cyrillic).
  const onlyCyrillic = chars.some((char) => isCyrillic(char) && !(char in CYRILLIC_TO_LATIN));
  const onlyLatin = chars.some((char) => isLatin(char) && !(char in LATIN_TO_CYRILLIC));
  const toCyrillic = onlyCyrillic === onlyLatin ? cyrillic >= latin : onlyCyrillic;
  const map = toCyrillic ? LATIN_TO_CYRILLIC : CYRILLIC_TO_LATIN;
  return chars.map((char) => map[char] ?? char).join('');
}

/** Combining marks that follow a Latin base letter (after NFD): the accents to drop. */
const LATIN_ACCENTS = /(\p{Script=Latin})\p{M}+/gu;

export function normaliseAnswer(text: string): string {
  const lowered = text.normalize('NFKC').toLowerCase().replace(/ё/g, 'е');
  const unaccented = lowered.normalize('NFD').replace(LATIN_ACCENTS, '$1').normalize('NFC');
  return unaccented
    .replace(/[\p{P}\p{S}\p{Z}\s]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(unifyScript)
    .join(' ');
}

/** Whether two answers normalise to the same text (empty answers are never the same as anything). */
export function sameAnswer(a: string, b: string): boolean {
  const left = normaliseAnswer(a);
  return left !== '' && left === normaliseAnswer(b);
}

export interface AnswerGroup<T> {
  key: string;
  items: T[];
}

/** Groups items by the normalised form of their text, largest group first (ties: first seen first); blanks skipped. */
export function groupAnswers<T>(items: readonly T[], textOf: (item: T) => string): AnswerGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = normaliseAnswer(textOf(item));
    if (key === '') continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()].map(([key, grouped]) => ({ key, items: grouped })).sort((a, b) => b.items.length - a.items.length);
}

/** Invisible characters (direction controls, joiners, controls) are never an initial. */
const INVISIBLE = /\p{C}/gu;

/** Up to two initials of a display name ("Анна Петрова" -> "АП", "anna" -> "A"). */
export function initialsOf(name: string): string {
  const words = name.replace(INVISIBLE, '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((w) => Array.from(w ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** A piece of a message: plain text, or a web address that may become a link. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only addresses written with http:// or https:// are candidates: `javascript:`, `data:` and the like never are.
const CANDIDATE = /https?:\/\/[^\s<>"'`]+/giu;
// Punctuation that usually ends a sentence, not an address.
const TRAILING = /[.,!?;:)\]}»”’]+$/u;

/** The address as a safe href (http or https only, parsed by the URL parser), or null. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and links without changing a character: joining every segment's text gives the
 * message back exactly. Nothing is interpreted as markup; rendering the segments as React text keeps it inert.
 */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    const href = raw.length > 'https://'.length ? safeHref(raw) : null;
    if (!href) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

import { createHash } from 'node:crypto';

/**
 * The CSP hash sources (`sha256-…`) of a document's inline scripts, so a stored copy of the document can be served
 * with a policy that allows exactly its own scripts (a copy shared by every visitor cannot carry a per-request
 * nonce). A browser hashes the UTF-8 bytes of a script element's text, which the HTML parser takes verbatim up to
 * the first `</script` (no character references in script data), after turning CR LF and lone CR into LF and NUL
 * into U+FFFD; so does this.
 *
 * A scanner rather than a full HTML parser: parse5 took 60-300 ms on the 120 kB home page on the 2-core machine,
 * every refresh of every language, on the event loop that serves the page; this takes well under a millisecond.
 * It reads documents this server rendered, where React escapes `<` and `>` in text and attribute values and Next
 * escapes `<` inside its inline payloads, so `<script` and `</script` only ever appear as tags. Were it ever wrong,
 * the result is safe: a script it misses is blocked (the e2e suite loads the pages in Chromium and fails on any
 * violation), and a hash it adds can only allow text that is already in our own document.
 */
const SCRIPT = /<script(?=[\s/>])([^>]*)>([\s\S]*?)<\/script(?=[\s/>])/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

const hasSrc = (attributes: string) => {
  for (const [, name] of attributes.matchAll(ATTRIBUTE)) if (name!.toLowerCase() === 'src') return true;
  return false;
};

/** The script text as the browser hashes it: newlines normalised as the HTML parser does. */
const parsedText = (raw: string) => raw.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');

export const scriptHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** Hash sources of every inline script with text (data blocks included: harmless, and the rule stays simple). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, raw] of html.matchAll(SCRIPT)) {
    if (hasSrc(attributes!) || raw === '') continue;
    hashes.add(scriptHash(parsedText(raw!)));
  }
  return [...hashes];
}

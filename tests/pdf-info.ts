/**
 * The title and language a PDF declares, read from its bytes: the document information's `/Title` (a literal string
 * or UTF-16BE hex with a byte-order mark, as Chromium writes it) and the catalogue's `/Lang`. Enough to tell which
 * document in which language a file is, without a PDF library; a file without them gives nulls.
 */
export function pdfInfo(bytes: Uint8Array): { isPdf: boolean; title: string | null; lang: string | null } {
  const text = Buffer.from(bytes).toString('latin1');
  return { isPdf: text.startsWith('%PDF-'), title: pdfString(text, 'Title'), lang: pdfString(text, 'Lang') };
}

function pdfString(text: string, key: string): string | null {
  const match = new RegExp(`/${key}\\s*(?:<([0-9A-Fa-f]+)>|\\(((?:\\\\.|[^\\\\)])*)\\))`).exec(text);
  if (!match) return null;
  if (match[1] !== undefined) {
    const hex = Buffer.from(match[1], 'hex');
    if (hex[0] === 0xfe && hex[1] === 0xff) return hex.subarray(2).swap16().toString('utf16le');
    return hex.toString('latin1');
  }
  return match[2]!.replace(/\\([()\\])/g, '$1');
}

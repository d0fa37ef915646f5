import { z } from 'zod/mini';

/**
 * What text people write may hold (answers, chat messages, appeals, names), the same on both sides
 * (contract/README.md, "User text"):
 * - a lone surrogate (half of a UTF-16 pair) is refused: it is not text, and it breaks JSON and UTF-8 downstream;
 * - control characters (C0, DEL, C1) are refused, except tab, line feed and carriage return in text that may
 *   span lines (chat, appeals): they are invisible, a NUL cuts strings short in C code and logs, and none of them
 *   comes from a keyboard. Refused rather than stripped, so what is stored is exactly what was typed;
 * - bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) are kept: right-to-left
 *   writing needs them. Every place that shows user text isolates it (`<bdi>` or `dir="auto"`), so they never
 *   reorder the interface around it.
 */
export type UserTextLayout = 'single-line' | 'multi-line';
export type UserTextProblem = 'lone-surrogate' | 'control-character';

/** With the `u` flag a surrogate range matches only a surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/u;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** The characters that change the direction of what follows them (kept; isolated where shown). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/** Why the text may not be stored, or null when it may. */
export function userTextProblem(text: string, layout: UserTextLayout): UserTextProblem | null {
  if (LONE_SURROGATE.test(text)) return 'lone-surrogate';
  if ((layout === 'single-line' ? CONTROL_SINGLE_LINE : CONTROL_MULTI_LINE).test(text)) return 'control-character';
  return null;
}

/**
 * The text with what the rule refuses taken out: tabs become spaces in single-line text, other control characters
 * and lone surrogates go. For text a person did not type here (a name an OAuth provider sends) and for a field
 * that must never refuse what was pasted into it (an answer: a spreadsheet cell pastes with a tab), as a browser's
 * single-line field already drops line breaks.
 */
export function withoutRefusedCharacters(text: string, layout: UserTextLayout): string {
  if (userTextProblem(text, layout) === null) return text;
  const tabs = layout === 'single-line' ? text.replace(/\t/g, ' ') : text;
  const control = new RegExp((layout === 'single-line' ? CONTROL_SINGLE_LINE : CONTROL_MULTI_LINE).source, 'gu');
  return tabs.replace(new RegExp(LONE_SURROGATE.source, 'gu'), '').replace(control, '');
}

/** The zod issue's params that name a user-text refusal (the backend turns them into its localised message). */
export interface UserTextIssueParams {
  userText: UserTextProblem;
}

export const isUserTextIssueParams = (params: unknown): params is UserTextIssueParams =>
  typeof params === 'object' && params !== null && ['lone-surrogate', 'control-character'].includes((params as { userText?: unknown }).userText as string);

/**
 * The rule as zod checks for a string schema: `z.string().check(...userTextChecks('single-line'))`. `message`
 * replaces zod's default text (the web app's forms pass a message key of their own).
 */
export function userTextChecks(layout: UserTextLayout, message?: string) {
  const check = (problem: UserTextProblem) =>
    z.refine<string>((text) => userTextProblem(text, layout) !== problem, { message, params: { userText: problem } satisfies UserTextIssueParams });
  return [check('lone-surrogate'), check('control-character')] as const;
}

const EMBEDDING_OPENERS = new Set(['\u202A', '\u202B', '\u202D', '\u202E']);
const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068']);
const POP_DIRECTIONAL_FORMATTING = '\u202C';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * The text with its bidirectional controls closed inside it: a closer with no opener in the text is dropped, an
 * opener left open is closed at the end. Isolating the text where it is shown is then enough: nothing in it can
 * end that isolation early (a stray U+2069 would) or reorder what follows it.
 */
export function balancedBidi(text: string): string {
  if (!BIDI_CONTROLS.test(text)) return text;
  const open: ('embedding' | 'isolate')[] = [];
  let out = '';
  for (const char of text) {
    if (EMBEDDING_OPENERS.has(char)) open.push('embedding');
    else if (ISOLATE_OPENERS.has(char)) open.push('isolate');
    else if (char === POP_DIRECTIONAL_FORMATTING) {
      // Closes the innermost embedding, never one outside the current isolate.
      if (open.at(-1) !== 'embedding') continue;
      open.pop();
    } else if (char === POP_DIRECTIONAL_ISOLATE) {
      // Closes the innermost isolate and every embedding opened inside it.
      const at = open.lastIndexOf('isolate');
      if (at < 0) continue;
      open.length = at;
    }
    out += char;
  }
  for (let i = open.length - 1; i >= 0; i--) out += open[i] === 'isolate' ? POP_DIRECTIONAL_ISOLATE : POP_DIRECTIONAL_FORMATTING;
  return out;
}

/**
 * User text inside a plain string (a message with a name in it, a title, an accessible name): balanced and
 * wrapped in First Strong Isolate ... Pop Directional Isolate, the plain-text form of `dir="auto"`.
 */
export const isolatedText = (text: string): string => `\u2068${balancedBidi(text)}\u2069`;

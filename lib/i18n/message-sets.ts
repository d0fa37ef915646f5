/**
 * Which messages the browser gets, by where client components use them. Server components read every namespace on
 * the server; only client components need their messages in the page's payload, and a page carries only the sets
 * its client components use (every page repeats them in its HTML). Entries are namespaces or `namespace.key` paths.
 *
 * - SITE_MESSAGES: the shell every page has (error boundary, modal, session expiry, the header's account control,
 *   the sign-in landing pages).
 * - AREA_MESSAGES: what an area's layout or page adds to SITE_MESSAGES with a nested provider.
 * - LAZY_MESSAGES: fetched with the parts that load on first use (the sign-in modal and the account menu, the
 *   registration modal, the support request modal, the team's invite dialog outside the game page), from
 *   `/i18n/{locale}/{namespace}.json` (app/i18n).
 *
 * `tests/client-message-sets.test.ts` fails when a client component reads a namespace none of these provide.
 */
export const SITE_MESSAGES = ['common', 'errors', 'modal', 'session', 'auth.account', 'auth.landing'] as const;

export const AREA_MESSAGES = {
  // The registration modal's title: its pending box shows it before the lazy namespace arrives.
  home: ['catalogue', 'newsletter', 'registration.title'],
  game: ['participant', 'chat', 'teams'],
  share: ['teams'],
  private: ['privateGames', 'newsletter'],
  expertAccount: ['expertAccount', 'auth.form'],
  expertConsole: ['expertConsole'],
  promoShop: ['promoShop'],
} as const;
export type MessageArea = keyof typeof AREA_MESSAGES;

export const LAZY_MESSAGES = ['auth', 'registration', 'support', 'teams'] as const;
export type LazyNamespace = (typeof LAZY_MESSAGES)[number];

export const isLazyNamespace = (value: string): value is LazyNamespace => (LAZY_MESSAGES as readonly string[]).includes(value);

type Tree = { [key: string]: unknown };
/** A nested group of messages (an object), not a message. */
export const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts of `messages` named by `paths` ("auth" or "auth.account"), nested as in the catalogue. */
export function pickMessages(messages: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: unknown = messages;
    for (const key of keys) source = isTree(source) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    keys.slice(0, -1).forEach((key) => {
      if (!isTree(target[key])) target[key] = {};
      target = target[key] as Tree;
    });
    target[keys.at(-1)!] = source;
  }
  return picked;
}

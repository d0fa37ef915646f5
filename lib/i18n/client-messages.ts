import 'server-only';
import { getMessages } from 'next-intl/server';

/**
 * Namespaces only one area's client components use. The root layout leaves them out of the messages it hands to
 * the browser (they are a good half of the catalogue, and every page would carry them in its HTML); the area's
 * layout provides them again with the rest. Server components read every namespace regardless.
 */
const AREA_NAMESPACES = {
  game: ['participant', 'chat'],
  expertConsole: ['expertConsole'],
} as const;
export type MessageArea = keyof typeof AREA_NAMESPACES;

const areaOnly = new Set<string>(Object.values(AREA_NAMESPACES).flat());

/** The messages client components need: the site's shared namespaces, plus an area's own when given. */
export async function clientMessages(area?: MessageArea) {
  const all = await getMessages();
  const own = new Set<string>(area ? AREA_NAMESPACES[area] : []);
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => !areaOnly.has(namespace) || own.has(namespace)));
}

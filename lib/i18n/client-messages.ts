import 'server-only';
import { getMessages } from 'next-intl/server';
import { AREA_MESSAGES, pickMessages, SITE_MESSAGES, type MessageArea } from './message-sets';

export type { MessageArea } from './message-sets';

/**
 * The messages client components need: the site's shell set, plus the given areas' own (see message-sets.ts).
 * A nested NextIntlClientProvider replaces its parent's messages, so an area's provider gets the shell set too.
 */
export async function clientMessages(...areas: MessageArea[]) {
  const all = await getMessages();
  return pickMessages(all, [...SITE_MESSAGES, ...areas.flatMap((area) => AREA_MESSAGES[area])]);
}

import 'server-only';
import { cookies } from 'next/headers';
import { endpoints } from '@/contract/endpoints';
import type { PartyLanguage } from '@/contract/party-settings';
import { userReplySchema } from '@/contract/schemas/auth';
import { getServerApi } from '@/lib/api/server-api';
import { sessionCookies } from '@/lib/config/cookie-names';
import type { Pack } from '../types';
import { fetchPacks } from './fetch-promo-shop';

export interface ServerShop {
  /** null: the packs could not be read (the page says so and offers to try again). */
  packs: Pack[] | null;
  /** The signed-in buyer's e-mail, to prefill the form; null for a guest (or a session the server cannot read). */
  email: string | null;
}

/** /promocodes on the server: the packs with their prices in the page's language, and the buyer's e-mail. */
export async function loadShop(language: PartyLanguage): Promise<ServerShop> {
  const api = await getServerApi('player', language);
  // A guest has no session cookie: no need to ask who they are.
  const signedIn = (await cookies()).has(sessionCookies.player.token);
  const [packs, email] = await Promise.all([
    fetchPacks(api, language).catch(() => null),
    signedIn
      ? api
          .request(endpoints.base.me(), { schema: userReplySchema })
          .then((reply) => reply.data.email || null)
          .catch(() => null)
      : null,
  ]);
  return { packs, email };
}

import { endpoints } from '@/contract/endpoints';
import { gamePersonalStateSchema, gamesReplyLenientSchema } from '@/contract/schemas/games-reply';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { Locale } from '@/lib/i18n/routing';
import { catalogueLanguage } from '../model/catalogue-language';
import { toGamesQuery } from '../model/filters';
import type { CatalogueFilters, RegisteredGame } from '../types';

/**
 * The games of the first page of GET /games for the filters (the page a server renders), read with the player's
 * session, that one of their teams is registered for.
 * Only the items' personal fields are read: the cards themselves came formatted from the server, so a signed-in
 * visitor's home page needs no card formatting code, only this (see `personalInBrowser`).
 */
export async function fetchRegisteredGames(api: ApiClient, locale: Locale, filters: CatalogueFilters, signal?: AbortSignal): Promise<RegisteredGame[]> {
  const query = { ...toGamesQuery(filters, 1), language: catalogueLanguage(locale) };
  const reply = await api.request(endpoints.baseMain.games(), { schema: gamesReplyLenientSchema, query, signal });
  const registered: RegisteredGame[] = [];
  for (const item of reply.items) {
    // A malformed item is skipped here as the full read skips it: its card simply keeps the shared state.
    const parsed = gamePersonalStateSchema.safeParse(item);
    if (parsed.success && parsed.data.isRegistered) registered.push({ id: parsed.data.id, participantId: parsed.data.participantId ?? null });
  }
  return registered;
}

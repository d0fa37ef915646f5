import { gameListItemSchema, type CityWire, type GameListItemWire } from '@/contract/schemas/catalogue';
import { GAME_LENGTH_MINUTES } from '@/lib/config/timings';
import type { CatalogueGame, City, CorporateLogo, GamesPageData } from '../types';

export const toCity = (c: CityWire): City => ({ id: c.id, name: c.name, timezone: c.timezone });

/** Logos of a corporate appearance (spec: corpAppearance, shown in the header). */
function corporateLogos(appearance: GameListItemWire['appearance']): CorporateLogo[] {
  if (!appearance?.corporate) return [];
  return (appearance.logos ?? []).map((logo) => ({ src: logo.src, href: logo.href, alt: logo.alt }));
}

/** Wire game -> catalogue game. The end is derived (spec: 90 time units after start). */
function toCatalogueGame(g: GameListItemWire): CatalogueGame {
  const startsAt = new Date(g.playedAt.time);
  return {
    id: g.id,
    name: g.name,
    description: g.description?.trim() || null,
    image: g.appearance?.cardHeader || g.image || null,
    type: g.type,
    topic: g.topic?.trim() || null,
    status: g.status,
    startsAt,
    endsAt: new Date(startsAt.getTime() + GAME_LENGTH_MINUTES * 60_000),
    timezone: g.playedAt.timezone,
    capitalTimezone: g.playedAt.capital,
    registrationOpensAt: g.registrationAt ? new Date(g.registrationAt) : null,
    registrationAllowed: g.registrationAllowed,
    price: g.price,
    currency: g.currency.toUpperCase(),
    cityId: g.cityId,
    participantsCount: g.participantsCount,
    maxParticipants: g.maxParticipants,
    isFewPlaces: g.isFewPlaces,
    language: g.language ?? null,
    isRegistered: g.isRegistered ?? false,
    participantId: g.isRegistered ? (g.participantId ?? null) : null,
    corporateLogos: corporateLogos(g.appearance),
  };
}

/**
 * The items of a GET /games reply, each parsed on its own: a malformed game is counted as skipped (the list says
 * so) instead of failing the whole page.
 */
export function toGamesPage(reply: { count: number; items: unknown[] }): GamesPageData {
  const games: CatalogueGame[] = [];
  let skipped = 0;
  for (const item of reply.items) {
    const parsed = gameListItemSchema.safeParse(item);
    if (parsed.success) games.push(toCatalogueGame(parsed.data));
    else skipped += 1;
  }
  return { count: reply.count, games, skipped };
}

import type { CityWire, GameListItemWire } from '@/contract/schemas/catalogue';
import { GAME_LENGTH_MINUTES } from '@/lib/config/timings';
import type { CatalogueGame, City } from '../types';

export const toCity = (c: CityWire): City => ({ id: c.id, name: c.name, timezone: c.timezone });

/** Wire game -> catalogue game. The end is derived (spec: 90 time units after start). */
export function toCatalogueGame(g: GameListItemWire, cities: ReadonlyMap<number, City>): CatalogueGame {
  const startsAt = new Date(g.playedAt.time);
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    image: g.appearance?.cardHeader ?? g.image,
    type: g.type,
    topic: g.topic,
    status: g.status,
    startsAt,
    endsAt: new Date(startsAt.getTime() + GAME_LENGTH_MINUTES * 60_000),
    timezone: g.playedAt.timezone,
    capitalTimezone: g.playedAt.capital,
    registrationOpensAt: g.registrationAt ? new Date(g.registrationAt) : null,
    registrationAllowed: g.registrationAllowed,
    price: g.price,
    currency: g.currency,
    city: cities.get(g.cityId) ?? null,
    participantsCount: g.participantsCount,
    maxParticipants: g.maxParticipants,
    isFewPlaces: g.isFewPlaces,
    isRegistered: g.isRegistered ?? false,
  };
}

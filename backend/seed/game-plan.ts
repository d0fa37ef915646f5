import { gameTypes, type AppearanceWire, type GameType } from '@/contract/schemas/catalogue';
import { addDays, isoWeekday, zonedDate, zonedWallTimeToMs } from '../time/zoned-time';
import { corporateAppearance } from './corporate';
import { gameDescription, gameName, gameTopic } from './game-texts';
import type { SeededCity } from './seed-cities';

/** Registration states the catalogue must show (spec: timeline states), plus past, live and cancelled games. */
export const seedStates = ['open', 'finished', 'fewPlaces', 'opensLater', 'soldOut', 'closed', 'cancelled'] as const;
export type SeedState = (typeof seedStates)[number] | 'live';

export interface GameSpec {
  cityId: number;
  type: GameType;
  state: SeedState;
  name: string;
  description: string | null;
  topic: string | null;
  startsAt: number;
  startsLocalDate: string;
  registrationAt: number;
  registrationAllowed: boolean;
  maxParticipants: number;
  priceMinor: number;
  currency: string;
  appearance: AppearanceWire | null;
  finished: boolean;
  cancelled: boolean;
}

const GAMES_PER_CITY = 7;
const DAY_MS = 24 * 3600 * 1000;
/** Registration opens two weeks before a game. */
const REGISTRATION_LEAD_DAYS = 14;

/** Which day (relative to today in the city) a game in this state is held. */
function dayOffset(state: SeedState, i: number): number {
  if (state === 'finished') return -(1 + (i % 9));
  if (state === 'opensLater') return REGISTRATION_LEAD_DAYS + 2 + (i % 10);
  if (state === 'closed' || state === 'cancelled') return 1 + (i % 6);
  return 1 + (i % 12);
}

/** Family games are daytime games; the rest start in the evening, earlier at weekends. */
function startHour(type: GameType, date: string): [number, number] {
  const weekend = isoWeekday(date) >= 6;
  if (type === 'family') return weekend ? [12, 0] : [18, 0];
  return weekend ? [16, 0] : [19, 30];
}

function capacity(city: SeededCity, i: number): number {
  if (city.online) return city.locale === 'ru' ? 80 : 36;
  return city.locale === 'ru' ? [24, 30, 36, 40][i % 4]! : [20, 24, 30][i % 3]!;
}

/** Spec: 899 RUB in Russian and French, 10 USD in English; games for newbies are free. */
function price(city: SeededCity, type: GameType): { priceMinor: number; currency: string } {
  if (type === 'newbies') return { priceMinor: 0, currency: city.locale === 'en' ? 'USD' : 'RUB' };
  return city.locale === 'en' ? { priceMinor: 1000, currency: 'USD' } : { priceMinor: 89900, currency: 'RUB' };
}

function spec(city: SeededCity, type: GameType, state: SeedState, i: number, startsAt: number): GameSpec {
  const corporate = state === 'open' && i % 3 === 0 ? corporateAppearance(city.locale, i) : null;
  return {
    cityId: city.id,
    type,
    state,
    name: corporate ? corporate.name : gameName(city.locale, type, i),
    description: gameDescription(city.locale, i),
    topic: gameTopic(city.locale, type, i),
    startsAt,
    startsLocalDate: zonedDate(startsAt, city.timezone),
    registrationAt: startsAt - REGISTRATION_LEAD_DAYS * DAY_MS,
    registrationAllowed: state !== 'closed' && state !== 'finished' && state !== 'live',
    maxParticipants: capacity(city, i),
    ...price(city, type),
    appearance: corporate ? corporate.appearance : null,
    finished: state === 'finished',
    cancelled: state === 'cancelled',
  };
}

/**
 * The seeded catalogue, relative to `now`: every city gets games cycling through every type and state
 * (5 types and 7 states are coprime, so every pair appears), plus one Moscow game that started 10 minutes ago.
 */
export function planGames(cities: readonly SeededCity[], now: number): GameSpec[] {
  const plan: GameSpec[] = [];
  let i = 0;
  for (const city of cities) {
    for (let k = 0; k < GAMES_PER_CITY; k += 1, i += 1) {
      const type = gameTypes[i % gameTypes.length]!;
      const state = seedStates[i % seedStates.length]!;
      const date = addDays(zonedDate(now, city.timezone), dayOffset(state, i));
      const [hour, minute] = startHour(type, date);
      plan.push(spec(city, type, state, i, zonedWallTimeToMs(date, hour, minute, city.timezone)));
    }
  }
  const moscow = cities[0]!;
  // Started ten minutes ago, on a whole minute as a scheduled game would.
  plan.push(spec(moscow, 'classic', 'live', i, Math.floor(now / 60000) * 60000 - 10 * 60 * 1000));
  return plan;
}

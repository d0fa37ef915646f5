import { gameTypes, type GameType } from '@/contract/schemas/catalogue';
import type { AppearanceWire } from '@/contract/schemas/game-fields';
import { addDays, isoWeekday, zonedDate, zonedWallTimeToMs } from '../time/zoned-time';
import { corporateAppearance } from './corporate';
import { gameDescription, gameName, gameTopic } from './game-texts';
import type { SeededCity } from './seed-cities';

/** Registration states the catalogue must show (spec: timeline states), plus past, live and cancelled games. */
const seedStates = ['open', 'finished', 'fewPlaces', 'opensLater', 'soldOut', 'closed', 'cancelled'] as const;
type SeedState = (typeof seedStates)[number] | 'live';

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
  /** Live games: true when an expert started it (the engine's started_at); false = live by the clock only. */
  engineStarted: boolean;
}

const GAMES_PER_CITY = 7;
const DAY_MS = 24 * 3600 * 1000;
/**
 * A calendar day (this many days after today in Moscow) with no game in any city, so the catalogue's date filter
 * can reach its "no games" state on a fresh seed.
 */
const EMPTY_DAY_OFFSET = 7;
export const emptySeedDate = (now: number): string => addDays(zonedDate(now, 'Europe/Moscow'), EMPTY_DAY_OFFSET);
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
    engineStarted: state === 'live',
  };
}

/** The game's day in its city, moved off the empty day. */
function gameDate(city: SeededCity, offset: number, now: number): string {
  const date = addDays(zonedDate(now, city.timezone), offset);
  return date === emptySeedDate(now) ? addDays(date, 1) : date;
}

/**
 * A few games on top of the cycle, so every card state and every type also appears in the French and English
 * cities: an open themed game in Paris (where the cycle's themed games are past or cancelled), and a game that
 * began 20 minutes ago in Paris and in London, live by the clock (no expert has started it in the engine).
 */
function extraGames(cities: readonly SeededCity[], now: number, first: number): GameSpec[] {
  const paris = cities.find((city) => city.locale === 'fr');
  const london = cities.find((city) => city.locale === 'en' && !city.online);
  if (!paris || !london) return [];
  const date = gameDate(paris, 3, now);
  const [hour, minute] = startHour('themed', date);
  const started = Math.floor(now / 60000) * 60000 - 20 * 60 * 1000;
  const clockLive = (city: SeededCity, i: number) => ({ ...spec(city, 'classic', 'live', i, started), engineStarted: false });
  return [
    spec(paris, 'themed', 'open', first, zonedWallTimeToMs(date, hour, minute, paris.timezone)),
    clockLive(paris, first + 1),
    clockLive(london, first + 2),
  ];
}

/**
 * The seeded catalogue, relative to `now`: every city gets games cycling through every type and state
 * (5 types and 7 states are coprime, so every pair appears), plus one Moscow game that started 10 minutes ago
 * (started by its expert) and the extra games above.
 */
export function planGames(cities: readonly SeededCity[], now: number): GameSpec[] {
  const plan: GameSpec[] = [];
  let i = 0;
  for (const city of cities) {
    for (let k = 0; k < (city.games ?? GAMES_PER_CITY); k += 1, i += 1) {
      const type = gameTypes[i % gameTypes.length]!;
      const state = seedStates[i % seedStates.length]!;
      const date = gameDate(city, dayOffset(state, i), now);
      const [hour, minute] = startHour(type, date);
      plan.push(spec(city, type, state, i, zonedWallTimeToMs(date, hour, minute, city.timezone)));
    }
  }
  const moscow = cities[0]!;
  // Started ten minutes ago, on a whole minute as a scheduled game would.
  plan.push(spec(moscow, 'classic', 'live', i, Math.floor(now / 60000) * 60000 - 10 * 60 * 1000));
  plan.push(...extraGames(cities, now, i + 1));
  return plan;
}

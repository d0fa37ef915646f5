import type { Db } from '../db/database';
import { planGames, type GameSpec } from './game-plan';
import { createRandom, type Random } from './random';
import { insertCities, type SeededCity } from './seed-cities';
import { seedGameContent } from './seed-game-content';
import { seedBotTeams, seedDemoPeople, seedSecondDemoTeam, type SeededDemoPeople } from './seed-people';
import { seedDemoPrivateGame, seedPartyCatalogue } from './seed-party';
import { seedPromoCodes, seedShowcaseGames, type RegistrationSeed } from './seed-registration';

/** What any seed makes: cities, games in every state, bot teams holding places, question content. */
export interface CatalogueSeedSummary {
  games: number;
  liveGameId: number;
}

export interface SeedSummary extends CatalogueSeedSummary {
  /** The upcoming Moscow game the demo team is registered for. */
  demoUpcomingGameId: number;
  /** Every game the demo team holds a place in: the live game, the Moscow one above, one in Paris, one in London. */
  demoRegisteredGameIds: number[];
  expertGameIds: number[];
  userIds: SeededDemoPeople['userIds'];
  demoTeamId: number;
  /** The second demo team (player3, player4), registered for the live game only. */
  secondDemoTeamId: number;
  /** Games and promo codes for registration and payment (demo mode). */
  registration: RegistrationSeed;
  /** The private game the demo player organises (invite token: DEMO_INVITE_TOKEN). */
  privateGameId: number;
}

const SEED = 20220101;

/** How many places bots take, by state (the demo team, when registered, takes one of them). */
function takenPlaces(game: GameSpec, random: Random): number {
  const max = game.maxParticipants;
  switch (game.state) {
    case 'open':
      return random.int(Math.ceil(max * 0.3), Math.floor(max * 0.6));
    case 'fewPlaces':
      return random.int(Math.ceil(max * 0.85), max - 1);
    case 'soldOut':
      return max;
    case 'opensLater':
      return 0;
    case 'closed':
      return random.int(Math.ceil(max * 0.5), Math.floor(max * 0.8));
    case 'live':
      return Math.min(28, max - 2);
    default:
      return random.int(Math.ceil(max * 0.5), max);
  }
}

/** Upcoming registrations are mostly confirmed, some wait for payment or were moved from another date. */
function statusFor(game: GameSpec, n: number): string {
  if (game.state === 'finished') return 'PLAYED';
  if (game.state === 'cancelled') return 'CANCELLED';
  if (game.state === 'live') return 'READY';
  return n % 7 === 3 ? 'PENDING' : n % 11 === 5 ? 'DEFERRED' : 'READY';
}

/**
 * Fills an empty database with the demo world (demo mode and tests): the catalogue below plus the demo accounts
 * (published password), their team's registrations and the demo expert's games. Deterministic apart from being
 * relative to `now` (and apart from password salts). One transaction: a failed seed leaves the database empty.
 */
export function seedDatabase(db: Db, now: Date = new Date()): SeedSummary {
  return db.transaction((): SeedSummary => seedWorld(db, now, true))();
}

/**
 * Fills an empty database without demo mode: cities, games and their question content, bot teams holding places.
 * No account exists afterwards; an operator creates the first expert (`npm run backend:create-expert`).
 */
export function seedCatalogue(db: Db, now: Date = new Date()): CatalogueSeedSummary {
  return db.transaction((): CatalogueSeedSummary => seedWorld(db, now, false))();
}

/** The seed for the backend's mode (what a first start and `npm run db:reset` run). */
export const seedForMode = (db: Db, demoMode: boolean, now: Date = new Date()): CatalogueSeedSummary =>
  demoMode ? seedDatabase(db, now) : seedCatalogue(db, now);

function seedWorld(db: Db, now: Date, demo: true): SeedSummary;
function seedWorld(db: Db, now: Date, demo: false): CatalogueSeedSummary;
function seedWorld(db: Db, now: Date, demo: boolean): SeedSummary | CatalogueSeedSummary {
  const at = now.getTime();
  const random = createRandom(SEED);
  const cities = insertCities(db);
  // Demo people first, then bots: the same ids as before bots and demo accounts were seeded apart.
  const people = demo ? seedDemoPeople(db, cities, at) : null;
  const botTeams = seedBotTeams(db, cities, at);
  const secondTeamId = people ? seedSecondDemoTeam(db, cities, people, at) : null;
  const plan = planGames(cities, at);
  const ids = insertGames(db, plan, at);

  const moscowId = cities[0]!.id;
  const liveIndex = plan.findIndex((game) => game.state === 'live' && game.engineStarted);
  const demoIndex = plan.findIndex((game) => game.cityId === moscowId && game.state === 'fewPlaces');
  const openIndex = plan.findIndex((game) => game.cityId === moscowId && game.state === 'open');
  const liveGameId = ids[liveIndex]!;
  const demoUpcomingGameId = ids[demoIndex]!;
  // The demo team also plays abroad, so a signed-in player sees a "registered" card among English and French games.
  const abroad = ['fr', 'en'].map((locale) => plan.findIndex((game) => game.state === 'open' && cities.find((c) => c.id === game.cityId)?.locale === locale));
  const demoRegistered = new Set(people ? [liveGameId, demoUpcomingGameId, ...abroad.filter((i) => i >= 0).map((i) => ids[i]!)] : []);

  const register = db.prepare(`INSERT INTO participants
    (game_id, team_id, status, registered_by_user_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`);
  plan.forEach((game, index) => {
    const gameId = ids[index]!;
    const withDemo = people !== null && demoRegistered.has(gameId);
    if (withDemo) register.run(gameId, people.demoTeamId, 'READY', people.userIds.player, at, at);
    // Two demo teams in the live game: chat between teams and the rating can be tried with the demo accounts.
    const withSecond = people !== null && secondTeamId !== null && gameId === liveGameId;
    if (withSecond) register.run(gameId, secondTeamId, 'READY', people.userIds.player3, at, at);
    const pool = random.shuffle(languageOf(cities, game) === 'ru' ? botTeams.ru : botTeams.en);
    const count = Math.min(pool.length, takenPlaces(game, random) - (withDemo ? 1 : 0) - (withSecond ? 1 : 0));
    pool.slice(0, count).forEach((teamId, n) => register.run(gameId, teamId, statusFor(game, n), null, at, at));
    // A withdrawn registration in open games: it must not count as a taken place.
    const spare = pool[count];
    if (game.state === 'open' && spare !== undefined) register.run(gameId, spare, 'CANCELLED', null, at, at);
  });
  // Before the game content, so the registration showcase games get their rounds and questions too.
  const showcase = seedShowcaseGames(db, cities, botTeams, at);
  const games = db.prepare('SELECT COUNT(*) FROM games').pluck().get() as number;
  seedPartyCatalogue(db);
  if (!people) {
    seedGameContent(db, at, { gameId: liveGameId, demoTeamId: null });
    return { games, liveGameId };
  }

  const expertGameIds = [liveGameId, ids[openIndex]!, demoUpcomingGameId];
  const assign = db.prepare('INSERT INTO game_experts (game_id, user_id, role) VALUES (?, ?, ?)');
  for (const gameId of expertGameIds) assign.run(gameId, people.userIds.expert, 'host');
  const registration = seedPromoCodes(db, showcase, at);
  // Before the game content, so the private game gets its rounds and questions too.
  const privateGameId = seedDemoPrivateGame(db, people.userIds.player, moscowId, at);
  seedGameContent(db, at, { gameId: liveGameId, demoTeamId: people.demoTeamId });

  return {
    games,
    liveGameId,
    demoUpcomingGameId,
    demoRegisteredGameIds: [...demoRegistered],
    expertGameIds,
    userIds: people.userIds,
    demoTeamId: people.demoTeamId,
    secondDemoTeamId: secondTeamId!,
    registration,
    privateGameId,
  };
}

const languageOf = (cities: readonly SeededCity[], game: GameSpec) => (cities.find((city) => city.id === game.cityId)?.locale === 'ru' ? 'ru' : 'en');

function insertGames(db: Db, plan: readonly GameSpec[], now: number): number[] {
  const insert = db.prepare(`INSERT INTO games (city_id, type, name, description, topic, starts_at, starts_local_date,
      registration_at, registration_allowed, max_participants, price_minor, currency, appearance_json,
      started_at, finished_at, cancelled_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const setFeedback = db.prepare('UPDATE games SET feedback_url = ? WHERE id = ?');
  return plan.map((game) => {
    const gameEnd = game.startsAt + 90 * 60 * 1000;
    const id = Number(
      insert.run(
        game.cityId,
        game.type,
        game.name,
        game.description,
        game.topic,
        game.startsAt,
        game.startsLocalDate,
        game.registrationAt,
        game.registrationAllowed ? 1 : 0,
        game.maxParticipants,
        game.priceMinor,
        game.currency,
        game.appearance ? JSON.stringify(game.appearance) : null,
        game.engineStarted ? game.startsAt : null,
        game.finished ? gameEnd : null,
        game.cancelled ? game.startsAt - 2 * 24 * 3600 * 1000 : null,
        now,
      ).lastInsertRowid,
    );
    // Past games and the one being played link to their feedback form (spec: feedbackUrl; the participant screen
    // offers it when the game ends); .test is a reserved, never-resolving domain.
    if (game.finished || game.state === 'live') setFeedback.run(`https://forms.quiz.test/feedback/${id}`, id);
    return id;
  });
}

/** The seed runs only on an empty database; "empty" means no cities. */
export const isDatabaseEmpty = (db: Db): boolean => (db.prepare('SELECT COUNT(*) AS n FROM cities').get() as { n: number }).n === 0;

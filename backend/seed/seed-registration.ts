import type { GameType } from '@/contract/schemas/catalogue';
import type { Db } from '../db/database';
import { createPromoCodesRepo, type NewPromoCode } from '../promo/promo-codes-repo';
import { addDays, zonedDate, zonedWallTimeToMs } from '../time/zoned-time';
import { gameDescription, gameName } from './game-texts';
import type { SeededCity } from './seed-cities';
import type { SeededBotTeams } from './seed-people';

/** The games and promo codes registration and payment are shown and tested with (contract/README.md, "Demo data"). */
export interface RegistrationSeed {
  /** An open game per language's city: Moscow (899 RUB), Paris (899 RUB), London (10 USD). */
  openGameIds: { ru: number; fr: number; en: number };
  /** One place left: Moscow, London. */
  onePlaceLeftGameIds: number[];
  /** Every place taken (Moscow). */
  fullGameId: number;
  /** Newbies games, free: Moscow, London. */
  freeGameIds: number[];
  /** Seeded codes by code. */
  promoCodeIds: Record<string, number>;
}

const DAY_MS = 24 * 3600 * 1000;
const REGISTRATION_LEAD_DAYS = 14;

interface Showcase {
  city: SeededCity;
  type: GameType;
  /** Days from today in the city (2 to 5: never the seed's empty day, which is 7). */
  day: number;
  max: number;
  taken: number;
}

export type ShowcaseGames = Omit<RegistrationSeed, 'promoCodeIds'>;

/**
 * Games beyond the catalogue's cycle, added after it so the ids of the cycle's games do not move, filled with bot
 * teams (READY) to the state they show. Part of the catalogue, so seeded with or without demo mode.
 */
export function seedShowcaseGames(db: Db, cities: readonly SeededCity[], botTeams: SeededBotTeams, now: number): ShowcaseGames {
  const city = (locale: 'ru' | 'fr' | 'en') => cities.find((c) => c.locale === locale && !c.online)!;
  const insertGame = db.prepare(`INSERT INTO games (city_id, type, name, description, topic, starts_at, starts_local_date,
      registration_at, registration_allowed, max_participants, price_minor, currency, created_at)
    VALUES (?, ?, ?, ?, NULL, ?, ?, ?, 1, ?, ?, ?, ?)`);
  const register = db.prepare(`INSERT INTO participants (game_id, team_id, status, created_at, updated_at)
    VALUES (?, ?, 'READY', ?, ?)`);
  let index = 200;

  const add = ({ city: home, type, day, max, taken }: Showcase): number => {
    index += 1;
    const date = addDays(zonedDate(now, home.timezone), day);
    const startsAt = zonedWallTimeToMs(date, type === 'newbies' ? 18 : 19, type === 'newbies' ? 0 : 30, home.timezone);
    const free = type === 'newbies';
    const [price, currency] = home.locale === 'en' ? [free ? 0 : 1000, 'USD'] : [free ? 0 : 89900, 'RUB'];
    const id = Number(
      insertGame.run(
        home.id,
        type,
        gameName(home.locale, type, index),
        gameDescription(home.locale, index),
        startsAt,
        date,
        startsAt - REGISTRATION_LEAD_DAYS * DAY_MS,
        max,
        price,
        currency,
        now,
      ).lastInsertRowid,
    );
    const bots = home.locale === 'ru' ? botTeams.ru : botTeams.en;
    for (const teamId of bots.slice(0, taken)) register.run(id, teamId, now, now);
    return id;
  };

  const [ru, fr, en] = [city('ru'), city('fr'), city('en')];
  const openGameIds = {
    ru: add({ city: ru, type: 'classic', day: 3, max: 40, taken: 10 }),
    fr: add({ city: fr, type: 'classic', day: 3, max: 30, taken: 8 }),
    en: add({ city: en, type: 'classic', day: 3, max: 30, taken: 8 }),
  };
  const onePlaceLeftGameIds = [add({ city: ru, type: 'special', day: 4, max: 24, taken: 23 }), add({ city: en, type: 'special', day: 4, max: 20, taken: 19 })];
  const fullGameId = add({ city: ru, type: 'family', day: 5, max: 24, taken: 24 });
  const freeGameIds = [add({ city: ru, type: 'newbies', day: 2, max: 30, taken: 5 }), add({ city: en, type: 'newbies', day: 2, max: 20, taken: 4 })];
  return { openGameIds, onePlaceLeftGameIds, fullGameId, freeGameIds };
}

/** The documented promo codes of every kind (demo mode: a real platform's codes come from its operators). */
export function seedPromoCodes(db: Db, games: ShowcaseGames, now: number): RegistrationSeed {
  const { openGameIds } = games;
  const promo = createPromoCodesRepo(db);
  const codes: NewPromoCode[] = [
    { code: 'QUIZ20', type: 'percent', value: 20 },
    { code: 'MINUS300', type: 'fixed', value: 30000, currency: 'RUB' },
    { code: 'MINUS3USD', type: 'fixed', value: 300, currency: 'USD' },
    { code: 'FREE100', type: 'percent', value: 100 },
    { code: 'ONEGAME50', type: 'percent', value: 50, gameId: openGameIds.ru },
    { code: 'EXPIRED15', type: 'percent', value: 15, expiresAt: now - DAY_MS },
    { code: 'USEDUP10', type: 'percent', value: 10, usageLimit: 1 },
  ];
  const promoCodeIds = Object.fromEntries(codes.map((code) => [code.code, promo.create(code, now - 30 * DAY_MS)]));
  // USEDUP10's one use: spent by a bot team's registration for the open Moscow game.
  const spender = db.prepare('SELECT id FROM participants WHERE game_id = ? ORDER BY id LIMIT 1').pluck().get(openGameIds.ru) as number;
  promo.spend(promoCodeIds.USEDUP10!, spender, 'bot-team@quiz.test', now - DAY_MS);

  return { ...games, promoCodeIds };
}

/** How many games `seedShowcaseGames` adds (open ×3, one place left ×2, full, free ×2). */
const SHOWCASE_GAME_COUNT = 8;

export interface ShowcaseGameRow {
  id: number;
  name: string;
  type: GameType;
  price: number;
  max: number;
  /** The start's calendar day in the game's city. */
  date: string;
  cityId: number;
}

/**
 * The showcase games in the order `seedShowcaseGames` made them (demo mode: GET /dev/seed/showcase-games.json, for
 * e2e tests). They are the last public games of the seed, whose games all carry its clock as `created_at`; games made
 * later (a private game bought, a game an e2e test schedules) carry another.
 */
export function findShowcaseGames(db: Db): ShowcaseGameRow[] {
  const rows = db
    .prepare(
      `SELECT id, name, type, price_minor AS price, max_participants AS max, starts_local_date AS date, city_id AS cityId FROM games
      WHERE is_private = 0 AND created_at = (SELECT MIN(created_at) FROM games) ORDER BY id DESC LIMIT ?`,
    )
    .all(SHOWCASE_GAME_COUNT) as ShowcaseGameRow[];
  return rows.reverse();
}

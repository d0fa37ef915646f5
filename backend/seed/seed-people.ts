import type { Db } from '../db/database';
import { hashPasswordSync } from '../auth/password';
import { demoAccounts, DEMO_PASSWORD, DEMO_TEAM_NAME, SECOND_DEMO_TEAM_NAME, type DemoAccount } from './demo-accounts';
import { botTeamNames } from './game-texts';
import type { SeededCity } from './seed-cities';

export interface SeededDemoPeople {
  userIds: Record<DemoAccount['key'], number>;
  demoTeamId: number;
}

/** Bot teams by language of the games they play: Russian-speaking and English/French-speaking. */
export interface SeededBotTeams {
  ru: number[];
  en: number[];
}

const RU_BOT_TEAMS = 80;
const EN_BOT_TEAMS = 40;

/** The demo accounts (published password) and their team: demo mode only. */
export function seedDemoPeople(db: Db, cities: readonly SeededCity[], now: number): SeededDemoPeople {
  // One hash for the shared demo password: scrypt is deliberately slow, and tests seed often.
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  const insertUser = db.prepare('INSERT INTO users (name, email, password_hash, role, phone, is_approved, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)');
  const userIds = Object.fromEntries(
    demoAccounts.map((account) => [
      account.key,
      Number(insertUser.run(account.name, account.email, passwordHash, account.role, account.phone, now).lastInsertRowid),
    ]),
  ) as SeededDemoPeople['userIds'];

  const insertTeam = db.prepare('INSERT INTO teams (name, city_id, captain_user_id, created_at) VALUES (?, ?, ?, ?)');
  const insertMember = db.prepare('INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)');
  const moscow = cities[0]!;
  const demoTeamId = Number(insertTeam.run(DEMO_TEAM_NAME, moscow.id, userIds.player, now).lastInsertRowid);
  insertMember.run(demoTeamId, userIds.player, 'captain', now);
  insertMember.run(demoTeamId, userIds.player2, 'member', now);
  return { userIds, demoTeamId };
}

/**
 * The second demo team (player3 captain, player4): seeded after the bot teams, so the bots keep the ids they had
 * before it existed.
 */
export function seedSecondDemoTeam(db: Db, cities: readonly SeededCity[], people: SeededDemoPeople, now: number): number {
  const teamId = Number(
    db
      .prepare('INSERT INTO teams (name, city_id, captain_user_id, created_at) VALUES (?, ?, ?, ?)')
      .run(SECOND_DEMO_TEAM_NAME, cities[0]!.id, people.userIds.player3, now).lastInsertRowid,
  );
  const insertMember = db.prepare('INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)');
  insertMember.run(teamId, people.userIds.player3, 'captain', now);
  insertMember.run(teamId, people.userIds.player4, 'member', now);
  return teamId;
}

/** The bot teams that fill the catalogue's games: teams without accounts, so nobody can sign in as one. */
export function seedBotTeams(db: Db, cities: readonly SeededCity[], now: number): SeededBotTeams {
  const insertTeam = db.prepare('INSERT INTO teams (name, city_id, captain_user_id, created_at) VALUES (?, ?, ?, ?)');
  const ruCities = cities.filter((city) => city.locale === 'ru');
  const otherCities = cities.filter((city) => city.locale !== 'ru');
  const bots = (names: string[], home: readonly SeededCity[]) =>
    names.map((name, i) => Number(insertTeam.run(name, home[i % home.length]!.id, null, now).lastInsertRowid));
  return { ru: bots(botTeamNames('ru', RU_BOT_TEAMS), ruCities), en: bots(botTeamNames('en', EN_BOT_TEAMS), otherCities) };
}

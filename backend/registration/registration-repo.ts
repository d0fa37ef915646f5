import type { ParticipantStatus } from '@/contract/schemas/live';
import type { RegistrationLanguage } from '@/contract/registration-settings';
import type { Db } from '../db/database';

/** A participant row with what registration adds (migration 0007) and what its wire form needs from the game. */
export interface RegistrationRow {
  id: number;
  game_id: number;
  team_id: number;
  team_name: string;
  status: ParticipantStatus;
  registered_by_user_id: number | null;
  player_name: string | null;
  email: string | null;
  city_id: number | null;
  city_text: string | null;
  language: RegistrationLanguage | null;
  price_minor: number | null;
  currency: string | null;
  promo_code_id: number | null;
  amount_minor: number | null;
  paid_minor: number;
  hold_expires_at: number | null;
  cancel_reason: 'expired' | 'sold_out' | null;
  confirmed_at: number | null;
  created_at: number;
  updated_at: number;
  game_name: string;
  starts_at: number;
  game_price_minor: number;
  game_currency: string;
  registrant_email: string | null;
}

/** Participants that hold a place: every status but CANCELLED (the catalogue's participantsCount counts the same). */
export const TAKEN_PLACE_SQL = "status <> 'CANCELLED'";

export function createRegistrationRepo(db: Db) {
  const byId = db.prepare(`SELECT p.*, t.name AS team_name, g.name AS game_name, g.starts_at,
      g.price_minor AS game_price_minor, g.currency AS game_currency, u.email AS registrant_email
    FROM participants p JOIN teams t ON t.id = p.team_id JOIN games g ON g.id = p.game_id
    LEFT JOIN users u ON u.id = p.registered_by_user_id WHERE p.id = ?`);
  const taken = db.prepare(`SELECT COUNT(*) FROM participants WHERE game_id = ? AND ${TAKEN_PLACE_SQL}`).pluck();
  const ofTeam = db.prepare('SELECT id, status FROM participants WHERE game_id = ? AND team_id = ?');
  const isMember = db.prepare('SELECT 1 FROM team_members WHERE team_id = ? AND user_id = ?');
  const tokenOwner = db.prepare('SELECT participant_id FROM registration_tokens WHERE token_hash = ?').pluck();

  return {
    find: (id: number) => byId.get(id) as RegistrationRow | undefined,
    /** Places taken in a game: holds and deferred registrations included. */
    taken: (gameId: number) => taken.get(gameId) as number,
    /** The team's registration row for the game, whatever its status (one per game and team). */
    ofTeam: (gameId: number, teamId: number) => ofTeam.get(gameId, teamId) as { id: number; status: ParticipantStatus } | undefined,
    isMember: (teamId: number, userId: number) => isMember.get(teamId, userId) !== undefined,
    /** The registration a guest's access token (its SHA-256) opens, if any. */
    participantOfToken: (tokenHash: string) => (tokenOwner.get(tokenHash) as number | undefined) ?? null,
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;

import type { GameType } from '@/contract/schemas/catalogue';
import type { GameLanguage, ParticipantStatus } from '@/contract/schemas/live';
import type { Db } from '../db/database';
import { apiError } from '../api-errors/api-error';
import type { Clock } from '../time/clock';
import { ensureGameContent } from './game-content';

export interface GameRow {
  id: number;
  name: string;
  type: GameType;
  starts_at: number;
  started_at: number | null;
  finished_at: number | null;
  cancelled_at: number | null;
  stream_url: string | null;
  appearance_json: string | null;
  feedback_url: string | null;
  price_minor: number;
  currency: string;
  city_id: number;
  city_name: string;
  country: string;
}

export interface GameStateRow {
  game_id: number;
  language: GameLanguage;
  number_of_tours: number;
  questions_per_tour: number;
  has_confidence: 0 | 1;
  current_tour: number | null;
  can_answer: 0 | 1;
  last_closed_tour: number;
  last_shown_tour: number;
  shown_tours: number;
  scores_shown: 0 | 1;
  chat_locked: 0 | 1;
  tuts_active: 0 | 1;
}

export type StatePatch = Partial<Omit<GameStateRow, 'game_id' | 'language'>>;

export interface TourRow {
  game_id: number;
  tour_number: number;
  started_at: number;
  answers_opened_at: number | null;
  closed_at: number | null;
  accept_until: number | null;
  resend_sent_at: number | null;
  collected_at: number | null;
}

export interface ParticipantRow {
  id: number;
  game_id: number;
  team_id: number;
  status: ParticipantStatus;
  team_name: string;
  voice_chat_url: string | null;
  registered_by_user_id: number | null;
}

export interface QuestionRow {
  question_number: number;
  text: string;
  answer: string;
  accepted_json: string;
  comment: string | null;
}

const STATE_COLUMNS = new Set<string>([
  'number_of_tours',
  'questions_per_tour',
  'has_confidence',
  'current_tour',
  'can_answer',
  'last_closed_tour',
  'last_shown_tour',
  'shown_tours',
  'scores_shown',
  'chat_locked',
  'tuts_active',
]);

/** Reads and writes of the engine's tables that every part needs. 404s for unknown ids. */
export function createGameStore(db: Db, now: Clock) {
  const gameStmt = db.prepare(`SELECT g.*, c.name AS city_name, c.country FROM games g
    JOIN cities c ON c.id = g.city_id WHERE g.id = ?`);
  const stateStmt = db.prepare('SELECT * FROM game_state WHERE game_id = ?');
  const tourStmt = db.prepare('SELECT * FROM game_tours WHERE game_id = ? AND tour_number = ?');
  const participantStmt = db.prepare(`SELECT p.id, p.game_id, p.team_id, p.status, p.voice_chat_url,
    p.registered_by_user_id, t.name AS team_name FROM participants p JOIN teams t ON t.id = p.team_id WHERE p.id = ?`);
  // Plucked: the ids themselves, not a row object each (a game event goes to every one of up to a thousand teams,
  // and building the objects was half the query's time).
  const participantIdsStmt = db.prepare("SELECT id FROM participants WHERE game_id = ? AND status <> 'CANCELLED' ORDER BY id").pluck();
  const questionsStmt = db.prepare(`SELECT gq.question_number, qt.text, qt.answer, qt.accepted_json, qt.comment
    FROM game_questions gq JOIN game_state s ON s.game_id = gq.game_id
    JOIN question_texts qt ON qt.question_id = gq.question_id AND qt.language = s.language
    WHERE gq.game_id = ? AND gq.tour_number = ? ORDER BY gq.question_number`);
  const memberStmt = db.prepare('SELECT 1 FROM team_members WHERE team_id = ? AND user_id = ?');
  const staffStmt = db.prepare(`SELECT 1 FROM game_experts e JOIN users u ON u.id = e.user_id
    WHERE e.game_id = ? AND e.user_id = ? AND u.role IN ('expert', 'organizer')`);
  const staffIdsStmt = db.prepare(`SELECT e.user_id FROM game_experts e JOIN users u ON u.id = e.user_id
    WHERE e.game_id = ? AND u.role IN ('expert', 'organizer') ORDER BY e.user_id`);

  const store = {
    game(gameId: number): GameRow {
      const row = gameStmt.get(gameId) as GameRow | undefined;
      if (!row) throw apiError(404, 'http.not_found');
      return row;
    },
    /** The game's engine state, created on first use for games the seed did not prepare. */
    state(gameId: number): GameStateRow {
      let row = stateStmt.get(gameId) as GameStateRow | undefined;
      if (!row && ensureGameContent(db, gameId, now())) row = stateStmt.get(gameId) as GameStateRow | undefined;
      if (!row) throw apiError(404, 'http.not_found');
      return row;
    },
    updateState(gameId: number, patch: StatePatch): void {
      const keys = Object.keys(patch).filter((key) => STATE_COLUMNS.has(key));
      if (keys.length === 0) return;
      const values = keys.map((key) => patch[key as keyof StatePatch] ?? null);
      db.prepare(`UPDATE game_state SET ${keys.map((key) => `${key} = ?`).join(', ')}, updated_at = ? WHERE game_id = ?`).run(...values, now(), gameId);
    },
    tour: (gameId: number, tourNumber: number) => tourStmt.get(gameId, tourNumber) as TourRow | undefined,
    participant(participantId: number): ParticipantRow {
      const row = participantStmt.get(participantId) as ParticipantRow | undefined;
      if (!row) throw apiError(404, 'http.not_found');
      return row;
    },
    /** Participants that receive game broadcasts: every registration except CANCELLED. */
    participantIds: (gameId: number): number[] => participantIdsStmt.all(gameId) as number[],
    questions: (gameId: number, tourNumber: number) => questionsStmt.all(gameId, tourNumber) as QuestionRow[],
    isMember: (teamId: number, userId: number) => memberStmt.get(teamId, userId) !== undefined,
    isStaffOf: (gameId: number, userId: number) => staffStmt.get(gameId, userId) !== undefined,
    staffIds: (gameId: number): number[] => (staffIdsStmt.all(gameId) as { user_id: number }[]).map((row) => row.user_id),
  };
  return store;
}

export type GameStore = ReturnType<typeof createGameStore>;

export const acceptedAnswers = (row: Pick<QuestionRow, 'accepted_json'>): string[] => {
  const parsed: unknown = JSON.parse(row.accepted_json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

import { places, winsPrize } from '@/contract/scoring';
import type { RatingItemWire } from '@/contract/schemas/live';
import type { Db } from '../db/database';

/** A rating row as the reference backend always has it (every field of the wire but the live presence). */
type RatingItem = Required<Omit<RatingItemWire, 'playersOnline'>>;

export interface Rating {
  items: RatingItem[];
  byId: Map<number, RatingItem>;
  shownTours: number;
  scoresShown: boolean;
}

/**
 * The players' rating: every participant (not CANCELLED) with the checked scores of rounds 1..shownTours
 * (unchecked rounds count 0), competition-ranked once scores are shown; best first, then by name.
 */
export function createRating(db: Db) {
  const participants = db.prepare(`SELECT p.id, t.name, c.id AS city_id, c.name AS city_name
    FROM participants p JOIN teams t ON t.id = p.team_id LEFT JOIN cities c ON c.id = t.city_id
    WHERE p.game_id = ? AND p.status <> 'CANCELLED'`);
  const scores = db.prepare(`SELECT participant_id, tour_number, score FROM results
    WHERE game_id = ? AND status = 'CHECKED' AND tour_number <= ?`);
  const stateOf = db.prepare('SELECT shown_tours, scores_shown FROM game_state WHERE game_id = ?');

  return function rating(gameId: number): Rating {
    const state = stateOf.get(gameId) as { shown_tours: number; scores_shown: 0 | 1 } | undefined;
    const shownTours = state?.shown_tours ?? 0;
    const scoresShown = state?.scores_shown === 1;
    const rows = participants.all(gameId) as { id: number; name: string; city_id: number | null; city_name: string | null }[];
    const perTour = new Map<number, number[]>();
    for (const row of scores.all(gameId, shownTours) as { participant_id: number; tour_number: number; score: number | null }[]) {
      const list = perTour.get(row.participant_id) ?? new Array<number>(shownTours).fill(0);
      list[row.tour_number - 1] = row.score ?? 0;
      perTour.set(row.participant_id, list);
    }
    const base = rows.map((row) => {
      const list = scoresShown ? (perTour.get(row.id) ?? new Array<number>(shownTours).fill(0)) : [];
      return {
        id: row.id,
        name: row.name,
        city: row.city_id !== null && row.city_name !== null ? { id: row.city_id, name: row.city_name } : null,
        scoresSum: list.reduce((sum, score) => sum + score, 0),
        scores: list,
      };
    });
    const ranks = places(base.map((item) => item.scoresSum));
    const items = base
      .map((item, index) => ({ ...item, place: scoresShown ? ranks[index]! : null }))
      .sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || a.name.localeCompare(b.name) || a.id - b.id);
    return { items, byId: new Map(items.map((item) => [item.id, item])), shownTours: scoresShown ? shownTours : 0, scoresShown };
  };
}

/** The winners' line of GameFinished: places 1 to 3 with points (ties included), at most 10 teams. */
export const winnersOf = (rating: Rating) =>
  rating.items
    .filter((item) => winsPrize(item.place, item.scoresSum))
    .slice(0, 10)
    .map((item) => ({ participantId: item.id, name: item.name, place: item.place!, scoresSum: item.scoresSum }));

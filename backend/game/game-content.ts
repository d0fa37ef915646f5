import type { GameType } from '@/contract/schemas/catalogue';
import type { GameLanguage } from '@/contract/schemas/live';
import type { Db } from '../db/database';

/** Spec: classic, themed and newbies games have 7 rounds of 7 questions, family games 5 of 7 (special as classic). */
export function gameFormat(type: GameType): { tours: number; questions: number } {
  return type === 'family' ? { tours: 5, questions: 7 } : { tours: 7, questions: 7 };
}

/** A game is played in its city's language: Russia -> ru, France -> fr, anywhere else en. */
export function languageOfCountry(country: string): GameLanguage {
  if (country === 'RU') return 'ru';
  if (country === 'FR') return 'fr';
  return 'en';
}

/**
 * The SQL condition on a city's `country` column (named by `column`) for the cities whose games are played in
 * `language`: the converse of languageOfCountry, so a language's catalogue and its cities agree with the game screen.
 */
export function countryConditionOf(language: GameLanguage, column: string): string {
  if (language === 'ru') return `${column} = 'RU'`;
  if (language === 'fr') return `${column} = 'FR'`;
  return `${column} NOT IN ('RU', 'FR')`;
}

/** The confidence mechanic is on for the "serious" formats (classic, themed), off for family, newbies and special. */
const confidenceByDefault = (type: GameType): boolean => type === 'classic' || type === 'themed';

/** Deterministic shuffle (mulberry32 seeded with the game id): the same game always gets the same questions. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

interface GameInfo {
  type: GameType;
  country: string;
}

/**
 * Makes sure the engine knows the game: its state row (format, language, confidence) and its questions, drawn
 * from the bank in the game's language (distinct within the game while the bank is big enough). Idempotent;
 * the seed calls it for every game and the engine for any game created later.
 */
export function ensureGameContent(db: Db, gameId: number, now: number, options: { hasConfidence?: boolean } = {}): boolean {
  if (db.prepare('SELECT 1 FROM game_state WHERE game_id = ?').get(gameId)) return true;
  const game = db.prepare('SELECT g.type, c.country FROM games g JOIN cities c ON c.id = g.city_id WHERE g.id = ?').get(gameId) as GameInfo | undefined;
  if (!game) return false;
  const format = gameFormat(game.type);
  const language = languageOfCountry(game.country);
  const hasConfidence = options.hasConfidence ?? confidenceByDefault(game.type);
  db.prepare(
    `INSERT INTO game_state (game_id, language, number_of_tours, questions_per_tour, has_confidence, updated_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(gameId, language, format.tours, format.questions, hasConfidence ? 1 : 0, now);
  const bank = (
    db.prepare('SELECT question_id FROM question_texts WHERE language = ? ORDER BY question_id').all(language) as {
      question_id: number;
    }[]
  ).map((row) => row.question_id);
  if (bank.length === 0) return true;
  const order = shuffled(bank, gameId);
  const insert = db.prepare('INSERT INTO game_questions (game_id, tour_number, question_number, question_id) VALUES (?, ?, ?, ?)');
  for (let tour = 1; tour <= format.tours; tour += 1) {
    for (let question = 1; question <= format.questions; question += 1) {
      const index = (tour - 1) * format.questions + (question - 1);
      insert.run(gameId, tour, question, order[index % order.length]!);
    }
  }
  return true;
}

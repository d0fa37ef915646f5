/**
 * Scoring rules of the live game, as code (the reference backend scores with these; the front end may use them to
 * preview). contract/README.md, "Scoring", says the same in prose.
 *
 * - An unchecked answer has no score (null).
 * - Without the confidence mechanic: a correct answer is +1, anything else 0.
 * - With it (`hasConfidence`): a confident correct answer is +2, a confident wrong one -2; answers without
 *   confidence score as above. An empty answer scores 0 whatever its confidence (nothing was risked).
 * - A round's score is the sum of its answers' scores; a team's total is the sum of its rounds' scores.
 * - Places use competition ranking: equal totals share the best place and the next place skips (1, 2, 2, 4).
 *   There is no tie-break.
 */

export interface ScoredAnswer {
  text: string;
  confidence: boolean;
  /** null while unchecked. */
  isCorrect: boolean | null;
}

const CORRECT_POINTS = 1;
const CONFIDENT_CORRECT_POINTS = 2;
const CONFIDENT_WRONG_POINTS = -2;

export function answerScore(answer: ScoredAnswer, hasConfidence: boolean): number | null {
  if (answer.isCorrect === null) return null;
  if (answer.text.trim() === '') return 0;
  if (hasConfidence && answer.confidence) return answer.isCorrect ? CONFIDENT_CORRECT_POINTS : CONFIDENT_WRONG_POINTS;
  return answer.isCorrect ? CORRECT_POINTS : 0;
}

/** Sum of the answers' scores; unchecked answers count 0. */
export function roundScore(answers: readonly ScoredAnswer[], hasConfidence: boolean): number {
  return answers.reduce((sum, answer) => sum + (answerScore(answer, hasConfidence) ?? 0), 0);
}

export const totalScore = (roundScores: readonly number[]): number => roundScores.reduce((sum, score) => sum + score, 0);

/**
 * Competition ranking of totals: returns the place of each entry (same order as given).
 * `[5, 7, 5, 2]` -> `[2, 1, 2, 4]`.
 */
export function places(totals: readonly number[]): number[] {
  const sorted = [...totals].sort((a, b) => b - a);
  const firstIndex = new Map<number, number>();
  sorted.forEach((total, index) => {
    if (!firstIndex.has(total)) firstIndex.set(total, index);
  });
  return totals.map((total) => (firstIndex.get(total) ?? 0) + 1);
}

/** Winners (book gift and a 25% discount): every team placed 1 to 3, ties included. */
const WINNING_PLACES = 3;

/**
 * Whether a final place wins the gift: places 1 to 3 with at least one point. A game nobody scored in puts every
 * team in first place; none of them has won anything.
 */
export const winsPrize = (place: number | null, points: number | null): boolean => place !== null && place <= WINNING_PLACES && points !== null && points > 0;

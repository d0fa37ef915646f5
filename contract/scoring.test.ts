// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerScore, places, roundScore, totalScore, winsPrize } from './scoring';

const answer = (isCorrect: boolean | null, confidence = false, text = 'x') => ({ text, confidence, isCorrect });

describe('scoring', () => {
  it('scores +1 per correct answer without the confidence mechanic (confidence ignored)', () => {
    expect(answerScore(answer(true), false)).toBe(1);
    expect(answerScore(answer(false), false)).toBe(0);
    expect(answerScore(answer(true, true), false)).toBe(1);
    expect(answerScore(answer(false, true), false)).toBe(0);
  });

  it('scores a confident answer +2 if correct and -2 if wrong with the mechanic', () => {
    expect(answerScore(answer(true, true), true)).toBe(2);
    expect(answerScore(answer(false, true), true)).toBe(-2);
    expect(answerScore(answer(true, false), true)).toBe(1);
    expect(answerScore(answer(false, false), true)).toBe(0);
  });

  it('gives unchecked answers no score and empty answers 0 whatever their confidence', () => {
    expect(answerScore(answer(null, true), true)).toBeNull();
    expect(answerScore(answer(false, true, '  '), true)).toBe(0);
  });

  it('sums rounds and totals', () => {
    const round = [answer(true, true), answer(false, true), answer(true), answer(null)];
    expect(roundScore(round, true)).toBe(1);
    expect(roundScore(round, false)).toBe(2);
    expect(totalScore([1, 2, -3, 4])).toBe(4);
  });

  it('places with ties sharing the best place (competition ranking)', () => {
    expect(places([5, 7, 5, 2])).toEqual([2, 1, 2, 4]);
    expect(places([3, 3, 3])).toEqual([1, 1, 1]);
    expect(places([])).toEqual([]);
  });

  it('gives the prize to places 1 to 3 that scored, never to a team without points', () => {
    expect(winsPrize(1, 12)).toBe(true);
    expect(winsPrize(3, 1)).toBe(true);
    expect(winsPrize(4, 30)).toBe(false);
    expect(winsPrize(1, 0)).toBe(false);
    expect(winsPrize(2, -2)).toBe(false);
    expect(winsPrize(null, 5)).toBe(false);
    expect(winsPrize(1, null)).toBe(false);
  });
});

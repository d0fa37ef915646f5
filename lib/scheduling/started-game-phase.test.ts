import { nextPhaseChange, startedGamePhase } from './started-game-phase';

const START = Date.parse('2025-03-20T16:30:00Z');
const at = (minutes: number) => START + minutes * 60_000;

describe('startedGamePhase', () => {
  it('is nothing before the start', () => {
    expect(startedGamePhase(START, at(-1))).toBeNull();
    expect(startedGamePhase(START, START - 1)).toBeNull();
  });

  it('is "just started" from the start up to 15 minutes after it', () => {
    expect(startedGamePhase(START, START)).toBe('justStarted');
    expect(startedGamePhase(START, at(14) + 59_999)).toBe('justStarted');
  });

  it('is "under way" from 15 minutes to 60 minutes after the start', () => {
    expect(startedGamePhase(START, at(15))).toBe('underway');
    expect(startedGamePhase(START, at(60) - 1)).toBe('underway');
  });

  it('is "final rounds" from 60 minutes to the shown end (90 minutes)', () => {
    expect(startedGamePhase(START, at(60))).toBe('finalRounds');
    expect(startedGamePhase(START, at(90) - 1)).toBe('finalRounds');
    expect(startedGamePhase(START, at(90))).toBeNull();
  });
});

describe('nextPhaseChange', () => {
  it('names the next boundary: the start, 15, 60 and 90 minutes after it, then none', () => {
    expect(nextPhaseChange(START, at(-30))).toBe(START);
    expect(nextPhaseChange(START, START)).toBe(at(15));
    expect(nextPhaseChange(START, at(20))).toBe(at(60));
    expect(nextPhaseChange(START, at(75))).toBe(at(90));
    expect(nextPhaseChange(START, at(90))).toBeNull();
  });
});

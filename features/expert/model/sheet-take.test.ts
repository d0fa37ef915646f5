// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toBlank } from '../api/to-expert';
import { correctAnswers, gameState, sheetWire } from '../testing/fixtures';
import type { GameState } from '../types';
import { canTakeSheet, currentBlankOf, expertReducer, shouldFetchSheet } from './expert-machine';
import { initialExpertState, type ExpertEvent, type ExpertState } from './expert-state';

const start = (overrides: Partial<GameState> = {}) => initialExpertState(5, 7, gameState(overrides));
const run = (state: ExpertState, ...events: ExpertEvent[]) => events.reduce(expertReducer, state);
const taken = (id: number, stack: number): ExpertEvent => ({ type: 'sheetTaken', blank: toBlank(sheetWire(id), correctAnswers()), stack });

describe("opening one team's sheet from an answer group", () => {
  it('opens the sheet with checking off, turns checking on and announces it', () => {
    let state = run(start({ sheetsInStack: 3 }), { type: 'sheetTakeStarted' });
    expect(state.checking).toMatchObject({ on: false, fetching: true });
    // While the take is under way nothing else is fetched and no second take starts.
    expect(canTakeSheet(state)).toBe(false);
    expect(run(state, { type: 'sheetTakeStarted' })).toBe(state);
    state = run(state, taken(4, 2));
    expect(state.checking).toMatchObject({ on: true, fetching: false, currentBlank: 4 });
    expect(currentBlankOf(state)?.participantName).toBe('Команда 4');
    expect(state.sheetsCount).toBe(2);
    expect(state.announcement).toMatchObject({ key: 'sheetOpened', values: { team: 'Команда 4' } });
    expect(shouldFetchSheet(state)).toBe(false);
  });

  it('is refused while a sheet is current, fetched or being sent', () => {
    const checking = run(start({ sheetsInStack: 2 }), { type: 'checkingStarted' });
    expect(canTakeSheet(checking)).toBe(true);
    const fetching = run(checking, { type: 'sheetRequested' });
    expect(canTakeSheet(fetching)).toBe(false);
    expect(run(fetching, { type: 'sheetTakeStarted' })).toBe(fetching);
    const holding = run(fetching, { type: 'sheetReceived', blank: toBlank(sheetWire(1), correctAnswers()), stack: 1 });
    expect(canTakeSheet(holding)).toBe(false);
    expect(canTakeSheet(run(holding, { type: 'blankSendStarted' }))).toBe(false);
  });

  it('after the opened sheet is sent, normal checking goes on from the stack', () => {
    let state = run(start({ sheetsInStack: 2 }), { type: 'sheetTakeStarted' }, taken(9, 2));
    state = run(state, { type: 'blankSendStarted' }, { type: 'blankResolved', id: 9, stack: 2 });
    expect(state.checking).toMatchObject({ on: true, currentBlank: null });
    expect(state.checking.blanks.map((blank) => [blank.id, blank.resolved])).toEqual([[9, true]]);
    expect(shouldFetchSheet(state)).toBe(true);
    expect(canTakeSheet(state)).toBe(true);
  });

  it('a refused take ends the wait, says why and leaves checking as it was', () => {
    const off = run(start({ sheetsInStack: 2 }), { type: 'sheetTakeStarted' }, { type: 'sheetTakeFailed', unavailable: true });
    expect(off.checking).toMatchObject({ on: false, fetching: false, currentBlank: null });
    expect(off.announcement?.key).toBe('sheetUnavailable');
    const on = run(start({ sheetsInStack: 2 }), { type: 'checkingStarted' }, { type: 'sheetTakeStarted' });
    expect(shouldFetchSheet(on)).toBe(false);
    const failed = run(on, { type: 'sheetTakeFailed', unavailable: false });
    expect(failed.announcement?.key).toBe('sheetOpenFailed');
    // The fetch rule applies again once the take is over.
    expect(shouldFetchSheet(failed)).toBe(true);
  });
});

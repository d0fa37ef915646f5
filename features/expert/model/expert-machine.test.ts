// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toBlank } from '../api/to-expert';
import { blank, correctAnswers, gameState, sheetWire } from '../testing/fixtures';
import type { GameState } from '../types';
import { availableControls, currentBlankOf, expertReducer, shouldFetchSheet } from './expert-machine';
import { initialExpertState, type ExpertEvent, type ExpertState } from './expert-state';

const USER = 7;
const start = (overrides: Partial<GameState> = {}) => initialExpertState(5, USER, gameState(overrides));
const run = (state: ExpertState, ...events: ExpertEvent[]) => events.reduce(expertReducer, state);
const NOW = 1_000_000;

describe('expert flow (spec section 4)', () => {
  it('startTour sets the current round and chooses the next one after a close', () => {
    let state = run(start(), { type: 'inputTourChosen', tourNumber: 2 });
    expect(state.inputTour).toBe(2);
    state = run(state, { type: 'controlStarted', action: 'startTour', now: NOW, lockMs: 10_000 });
    expect(state.pending).toBe('startTour');
    state = run(state, { type: 'controlSucceeded', action: 'startTour', state: gameState({ tourNumber: 2 }) });
    expect(state).toMatchObject({ currentTour: 2, pending: null, announcement: { key: 'roundStarted', values: { tour: 2 } } });
    state = run(state, { type: 'controlSucceeded', action: 'closeTour', state: gameState({ tourNumber: null, lastClosedTour: 2 }) });
    expect(state).toMatchObject({ currentTour: null, canPlayersAnswer: false, lastClosedTour: 2, inputTour: 3 });
  });

  it('openAnswers lets players answer and locks the control for 10 s from the click', () => {
    let state = run(start({ tourNumber: 1 }), { type: 'controlStarted', action: 'openAnswers', now: NOW, lockMs: 10_000 });
    expect(availableControls(state, NOW).openAnswers).toBe(false);
    state = run(state, { type: 'controlSucceeded', action: 'openAnswers', state: gameState({ tourNumber: 1, canAnswer: true }) });
    expect(state.canPlayersAnswer).toBe(true);
    // The round closes and the next starts within the 10 s: open answers is still locked.
    state = run(state, { type: 'stateLoaded', state: gameState({ tourNumber: 2, lastClosedTour: 1 }) });
    expect(availableControls(state, NOW + 9_999).openAnswers).toBe(false);
    expect(availableControls(state, NOW + 10_000).openAnswers).toBe(true);
  });

  it('showNextTour raises the last shown round by one, and only while a closed round is unshown', () => {
    let state = start({ lastClosedTour: 1 });
    expect(availableControls(state, NOW).showNextTour).toBe(true);
    state = run(state, { type: 'controlSucceeded', action: 'showNextTour', state: gameState({ lastClosedTour: 1, lastShownTour: 1 }) });
    expect(state.lastShownTour).toBe(1);
    expect(state.announcement).toMatchObject({ key: 'nextRoundShown', values: { tour: 1 } });
    expect(availableControls(state, NOW).showNextTour).toBe(false);
  });

  it('show scores is locked during the call and until released (1 s later), even after a failure', () => {
    let state = run(start(), { type: 'controlStarted', action: 'showScores', now: NOW, lockMs: 10_000 });
    expect(availableControls(state, NOW).showScores).toBe(false);
    state = run(state, { type: 'controlFailed', action: 'showScores' });
    expect(state.announcement?.key).toBe('controlFailed');
    expect(availableControls(state, NOW).showScores).toBe(false);
    state = run(state, { type: 'scoresReleased' });
    expect(availableControls(state, NOW).showScores).toBe(true);
  });

  it('enables each control only where it makes sense', () => {
    const waiting = availableControls(start(), NOW);
    expect(waiting).toEqual({ startTour: true, openAnswers: false, closeTour: false, showNextTour: false, showScores: true, finish: true });
    const inRound = availableControls(start({ tourNumber: 1 }), NOW);
    expect(inRound).toMatchObject({ startTour: false, openAnswers: true, closeTour: true, finish: false });
    const allPlayed = availableControls(start({ lastClosedTour: 7, lastShownTour: 7 }), NOW);
    expect(allPlayed.startTour).toBe(false);
    const finished = availableControls(start({ isFinished: true }), NOW);
    expect(Object.values(finished).every((enabled) => !enabled)).toBe(true);
    const busy = run(start(), { type: 'controlStarted', action: 'finish', now: NOW, lockMs: 0 });
    expect(Object.values(availableControls(busy, NOW)).some(Boolean)).toBe(false);
  });
});

describe('the sheet fetch rule', () => {
  const checking = (overrides: Partial<GameState> = {}) => run(start(overrides), { type: 'checkingStarted' });

  it('fetches only with checking on, no current sheet, no fetch under way and a non-empty stack', () => {
    expect(shouldFetchSheet(start({ sheetsInStack: 3 }))).toBe(false);
    expect(shouldFetchSheet(checking({ sheetsInStack: 0 }))).toBe(false);
    const ready = checking({ sheetsInStack: 3 });
    expect(shouldFetchSheet(ready)).toBe(true);
    const fetching = run(ready, { type: 'sheetRequested' });
    expect(shouldFetchSheet(fetching)).toBe(false);
    const holding = run(fetching, { type: 'sheetReceived', blank: toBlank(sheetWire(1), correctAnswers()), stack: 2 });
    expect(holding.checking.currentBlank).toBe(1);
    expect(shouldFetchSheet(holding)).toBe(false);
  });

  it('a failed fetch ends the fetch; the next count change makes the rule true again', () => {
    let state = run(checking({ sheetsInStack: 3 }), { type: 'sheetRequested' }, { type: 'sheetFetchFailed' });
    expect(shouldFetchSheet(state)).toBe(true);
    state = run(state, { type: 'sheetsCounted', stack: 0 });
    expect(shouldFetchSheet(state)).toBe(false);
    state = run(state, { type: 'sheetsCounted', stack: 1 });
    expect(shouldFetchSheet(state)).toBe(true);
    expect(state.announcement).toMatchObject({ key: 'sheetsWaiting', values: { count: 1 } });
  });

  it('a sent sheet is resolved, the next blank is the first unresolved, and the rule asks for another', () => {
    let state = run(
      checking({ sheetsInStack: 2 }),
      { type: 'sheetRequested' },
      { type: 'sheetReceived', blank: toBlank(sheetWire(1), correctAnswers()), stack: 1 },
    );
    state = run(state, { type: 'blankSendStarted' });
    expect(run(state, { type: 'questionToggled', questionNumber: 1 })).toBe(state);
    state = run(state, { type: 'blankResolved', id: 1, stack: 1 });
    expect(state.checking.blanks[0]!.resolved).toBe(true);
    expect(state.checking.currentBlank).toBeNull();
    expect(state.announcement).toMatchObject({ key: 'sheetSent', values: { team: 'Команда 1' } });
    expect(shouldFetchSheet(state)).toBe(true);
  });

  it('a failed send keeps the sheet and its toggles', () => {
    let state = run(checking({ sheetsInStack: 1 }), { type: 'sheetReceived', blank: toBlank(sheetWire(1), correctAnswers()), stack: 0 });
    state = run(state, { type: 'questionToggled', questionNumber: 2 }, { type: 'blankSendStarted' }, { type: 'blankSendFailed' });
    expect(currentBlankOf(state)!.questions.map((q) => q.isCorrect)).toEqual([true, true, false]);
    expect(state.checking.sending).toBe(false);
  });

  it('toggles isCorrect of answered questions only', () => {
    let state = run(checking({ sheetsInStack: 1 }), { type: 'sheetReceived', blank: toBlank(sheetWire(1), correctAnswers()), stack: 0 });
    expect(currentBlankOf(state)!.questions.map((q) => q.isCorrect)).toEqual([true, false, false]);
    state = run(state, { type: 'questionToggled', questionNumber: 1 }, { type: 'questionToggled', questionNumber: 3 });
    expect(currentBlankOf(state)!.questions.map((q) => q.isCorrect)).toEqual([false, false, false]);
  });

  it('the same sheet handed again keeps its toggles; stop clears what was not sent', () => {
    let state = run(checking({ sheetsInStack: 1 }), { type: 'sheetReceived', blank: toBlank(sheetWire(1), correctAnswers()), stack: 0 });
    state = run(state, { type: 'questionToggled', questionNumber: 2 }, { type: 'sheetReceived', blank: toBlank(sheetWire(1), correctAnswers()), stack: 0 });
    expect(currentBlankOf(state)!.questions[1]!.isCorrect).toBe(true);
    state = { ...state, checking: { ...state.checking, blanks: [blank(9, true), ...state.checking.blanks] } };
    state = run(state, { type: 'checkingStopped' });
    expect(state.checking).toEqual({ on: false, fetching: false, sending: false, blanks: [blank(9, true)], currentBlank: null, lostTeam: null });
    expect(shouldFetchSheet(run(state, { type: 'sheetsCounted', stack: 5 }))).toBe(false);
  });

  it('a sheet another expert checked or took meanwhile leaves the console, says whose it was, and the next comes', () => {
    let state = run(checking({ sheetsInStack: 2 }), { type: 'sheetReceived', blank: toBlank(sheetWire(1), correctAnswers()), stack: 1 });
    state = run(state, { type: 'questionToggled', questionNumber: 2 }, { type: 'blankSendStarted' }, { type: 'blankLost', id: 1 });
    expect(state.checking).toMatchObject({ blanks: [], currentBlank: null, sending: false, lostTeam: 'Команда 1' });
    expect(state.announcement).toMatchObject({ key: 'sheetLost', values: { team: 'Команда 1' } });
    expect(shouldFetchSheet(state)).toBe(true);
    state = run(state, { type: 'sheetRequested' }, { type: 'sheetReceived', blank: toBlank(sheetWire(2), correctAnswers()), stack: 0 });
    // The reason stays in view while the next sheet is checked, until that one is sent.
    expect(state.checking).toMatchObject({ currentBlank: 2, lostTeam: 'Команда 1' });
    state = run(state, { type: 'blankSendStarted' }, { type: 'blankResolved', id: 2, stack: 0 });
    expect(state.checking.lostTeam).toBeNull();
  });

  it('a sheet arriving after stop is not kept', () => {
    const state = run(
      checking({ sheetsInStack: 1 }),
      { type: 'sheetRequested' },
      { type: 'checkingStopped' },
      { type: 'sheetReceived', blank: toBlank(sheetWire(1), correctAnswers()), stack: 0 },
    );
    expect(state.checking.currentBlank).toBeNull();
    expect(state.checking.blanks).toEqual([]);
  });
});

describe('the appeal notification rule', () => {
  it('adds an appeal only for the current expert and only once, raising the notification', () => {
    let state = run(start(), { type: 'appealsLoaded', ids: [1, 2] });
    expect(run(state, { type: 'newAppeal', expertId: USER + 1, appealId: 3 })).toBe(state);
    expect(run(state, { type: 'newAppeal', expertId: USER, appealId: 2 })).toBe(state);
    state = run(state, { type: 'newAppeal', expertId: USER, appealId: 3 });
    expect(state).toMatchObject({ appeals: [1, 2, 3], notification: true, announcement: { key: 'newAppeal' } });
    state = run(state, { type: 'appealsSeen' });
    expect(state.notification).toBe(false);
    expect(run(state, { type: 'newAppeal', expertId: USER, appealId: 3 }).notification).toBe(false);
  });
});

describe('what the console announces', () => {
  it("another expert's controls (GameStateChanged): each change of the game is said once, in this console's words", () => {
    let state = run(start(), { type: 'gameStateChanged', state: gameState({ tourNumber: 1 }) });
    expect(state).toMatchObject({ currentTour: 1, announcement: { key: 'roundStarted', values: { tour: 1 } } });
    state = run(state, { type: 'gameStateChanged', state: gameState({ tourNumber: 1, canAnswer: true }) });
    expect(state.announcement).toMatchObject({ key: 'answersOpen', values: { tour: 1 } });
    const same = run(state, { type: 'gameStateChanged', state: gameState({ tourNumber: 1, canAnswer: true, sheetsInTour: 3 }) });
    expect(same.announcement).toBe(state.announcement);
    state = run(state, { type: 'gameStateChanged', state: gameState({ lastClosedTour: 1 }) });
    expect(state.announcement).toMatchObject({ key: 'roundClosed', values: { tour: 1 } });
    state = run(state, { type: 'gameStateChanged', state: gameState({ lastClosedTour: 1, lastShownTour: 1 }) });
    expect(state.announcement).toMatchObject({ key: 'nextRoundShown', values: { tour: 1 } });
    state = run(state, { type: 'gameStateChanged', state: gameState({ lastClosedTour: 1, lastShownTour: 1, isFinished: true }) });
    expect(state.announcement).toMatchObject({ key: 'gameFinished' });
  });

  it("while this console's own control is under way, the channel event is applied but its success does the talking", () => {
    let state = run(start(), { type: 'controlStarted', action: 'startTour', now: NOW, lockMs: 10_000 });
    state = run(state, { type: 'gameStateChanged', state: gameState({ tourNumber: 1 }) });
    expect(state).toMatchObject({ currentTour: 1, announcement: null });
    state = run(state, { type: 'controlSucceeded', action: 'startTour', state: gameState({ tourNumber: 1 }) });
    expect(state.announcement).toMatchObject({ id: 1, key: 'roundStarted' });
  });

  it('a mechanic switched on or off, an appeal decided', () => {
    const on = gameState({ mechanics: { TUTS: { active: true, reactions: [] } } });
    // The channel's ReactionsUpdated may arrive before the call's reply: the switch is still announced.
    let state = run(start(), { type: 'reactionsUpdated', active: true, reactions: [] }, { type: 'mechanicSwitched', on: true, state: on });
    expect(state).toMatchObject({ mechanics: { TUTS: { active: true } }, announcement: { key: 'mechanicOn' } });
    state = run(state, { type: 'mechanicSwitched', on: false, state: gameState() });
    expect(state.announcement).toMatchObject({ key: 'mechanicOff' });
    state = run(state, { type: 'appealResolved', approved: false, team: 'Эрудиты', question: 4 });
    expect(state.announcement).toMatchObject({ key: 'appealRejected', values: { team: 'Эрудиты', question: 4 } });
  });

  it('a reload restores a running open-answers lock, never shortens one', () => {
    let state = run(start({ tourNumber: 2 }), { type: 'openLockRestored', until: NOW + 4000 });
    expect(availableControls(state, NOW).openAnswers).toBe(false);
    expect(availableControls(state, NOW + 4000).openAnswers).toBe(true);
    state = run(state, { type: 'controlStarted', action: 'openAnswers', now: NOW, lockMs: 10_000 });
    expect(run(state, { type: 'openLockRestored', until: NOW + 4000 }).openLockedUntil).toBe(NOW + 10_000);
  });
});

describe('live figures', () => {
  it('counts, reactions in press order without repeats, chat lock', () => {
    let state = run(start(), { type: 'participantsCounted', count: 2000 }, { type: 'sheetsInTourCounted', tourNumber: 1, count: 15 });
    expect(state).toMatchObject({ connectedParticipants: 2000, sheetsCountInTour: 15 });
    const a = { participantId: 1, name: 'A', order: 2 };
    const b = { participantId: 2, name: 'B', order: 1 };
    state = run(state, { type: 'reactionOccurred', reaction: a });
    expect(state.announcement).toMatchObject({ key: 'firstReaction', values: { team: 'A' } });
    state = run(state, { type: 'reactionOccurred', reaction: b }, { type: 'reactionOccurred', reaction: a });
    expect(state.mechanics.TUTS.reactions.map((r) => r.name)).toEqual(['B', 'A']);
    state = run(state, { type: 'reactionsCleared' });
    expect(state.mechanics.TUTS.reactions).toEqual([]);
    state = run(state, { type: 'chatLockChanged', locked: true });
    expect(state).toMatchObject({ isChatLocked: true, announcement: { key: 'chatLocked' } });
  });
});

import { normaliseAnswer } from '@/contract/answer-normalisation';
import type { Blank, ControlAction, GameState, Reaction } from '../types';
import { announce, type AnnouncementKey } from './announcements';
import { nextTourOf, type ExpertEvent, type ExpertState } from './expert-state';
import { transitionOf } from './state-transitions';

/**
 * The expert console as a state machine (spec section 4, "Expert flow"): one pure function from a state and an
 * event to the next. Calls, timers and the channel live outside (model/expert-engine.ts, realtime.ts).
 */

const say = (state: ExpertState, key: AnnouncementKey, values?: Record<string, string | number>) => ({
  announcement: announce(state.announcement, key, values),
});

/** What a control's success says: the spec's transitions, announced. */
const successKey: Record<ControlAction, AnnouncementKey> = {
  startTour: 'roundStarted',
  openAnswers: 'answersOpen',
  closeTour: 'roundClosed',
  showNextTour: 'nextRoundShown',
  showScores: 'scoresShown',
  finish: 'gameFinished',
};

/** Checking off: the open sheet goes, the sheets already sent stay listed as checked. */
const checkingEnded = (checking: ExpertState['checking']): ExpertState['checking'] => ({
  ...checking,
  on: false,
  fetching: false,
  sending: false,
  blanks: checking.blanks.filter((blank) => blank.resolved),
  currentBlank: null,
});

function applyGameState(state: ExpertState, game: GameState): ExpertState {
  const inputValid = state.inputTour > game.lastClosedTour && state.inputTour <= game.numberOfTours;
  // A finished game's results are final (the backend refuses every check): checking ends.
  const checking = game.isFinished && (state.checking.on || state.checking.currentBlank !== null) ? checkingEnded(state.checking) : state.checking;
  return {
    ...state,
    checking,
    connectedParticipants: game.connectedParticipants,
    lastShownTour: game.lastShownTour,
    lastClosedTour: game.lastClosedTour,
    currentTour: game.tourNumber,
    inputTour: inputValid && game.tourNumber === null ? state.inputTour : nextTourOf(game),
    canPlayersAnswer: game.canAnswer,
    numberOfTours: game.numberOfTours,
    numberOfQuestions: game.numberOfQuestions,
    acceptingUntil: game.acceptingUntil,
    isFinished: game.isFinished,
    sheetsCount: game.sheetsInStack,
    sheetsCountInTour: game.sheetsInTour,
    mechanics: game.mechanics,
    gameMechanics: game.gameMechanics,
    isChatLocked: game.chatLocked,
  };
}

/** The first unresolved blank: the spec's "next blank". */
const firstUnresolved = (blanks: Blank[]): number | null => blanks.find((blank) => !blank.resolved)?.id ?? null;

const withReaction = (list: Reaction[], reaction: Reaction): Reaction[] =>
  list.some((item) => item.participantId === reaction.participantId) ? list : [...list, reaction].sort((a, b) => a.order - b.order);

export function expertReducer(state: ExpertState, event: ExpertEvent): ExpertState {
  const checking = state.checking;
  switch (event.type) {
    case 'stateLoaded':
      return applyGameState(state, event.state);
    case 'gameStateChanged': {
      // While this console's own control is under way, its success says it (the event may come first).
      const change = state.pending === null ? transitionOf(state, event.state) : null;
      const next = applyGameState(state, event.state);
      return change ? { ...next, ...say(state, change.key, change.values) } : next;
    }
    case 'inputTourChosen':
      return { ...state, inputTour: event.tourNumber };
    case 'controlStarted':
      return {
        ...state,
        pending: event.action,
        ...(event.action === 'openAnswers' ? { openLockedUntil: event.now + event.lockMs } : {}),
        ...(event.action === 'showScores' ? { scoresLocked: true } : {}),
      };
    case 'controlSucceeded': {
      const next = applyGameState({ ...state, pending: null }, event.state);
      const tour = event.action === 'showNextTour' ? event.state.lastShownTour : (event.state.tourNumber ?? event.state.lastClosedTour);
      return { ...next, ...say(state, successKey[event.action], { tour }) };
    }
    case 'controlFailed':
      return { ...state, pending: null, ...say(state, 'controlFailed') };
    case 'scoresReleased':
      return { ...state, scoresLocked: false };
    case 'openLockRestored':
      return event.until > state.openLockedUntil ? { ...state, openLockedUntil: event.until } : state;
    case 'checkedRestored': {
      // Listed before this page's own; only what the list shows is remembered (a checked sheet is never reopened).
      const known = new Set(state.checking.blanks.map((blank) => blank.id));
      const restored = event.sheets
        .filter((sheet) => !known.has(sheet.id))
        .map((sheet): Blank => ({ ...sheet, participantId: 0, isConfidence: false, resolved: true, questions: [] }));
      if (restored.length === 0) return state;
      return { ...state, checking: { ...state.checking, blanks: [...restored, ...state.checking.blanks] } };
    }
    case 'participantsCounted':
      return state.connectedParticipants === event.count ? state : { ...state, connectedParticipants: event.count };
    case 'sheetsCounted': {
      if (state.sheetsCount === event.stack) return state;
      const filled = state.sheetsCount === 0 && event.stack > 0;
      return { ...state, sheetsCount: event.stack, ...(filled ? say(state, 'sheetsWaiting', { count: event.stack }) : {}) };
    }
    case 'sheetsInTourCounted':
      return state.sheetsCountInTour === event.count ? state : { ...state, sheetsCountInTour: event.count };
    case 'reactionOccurred': {
      const list = withReaction(state.mechanics.TUTS.reactions, event.reaction);
      if (list === state.mechanics.TUTS.reactions) return state;
      const first = list.length === 1 ? say(state, 'firstReaction', { team: event.reaction.name }) : {};
      return { ...state, mechanics: { TUTS: { ...state.mechanics.TUTS, reactions: list } }, ...first };
    }
    case 'reactionsCleared':
      return { ...state, mechanics: { TUTS: { ...state.mechanics.TUTS, reactions: [] } }, ...say(state, 'reactionsCleared') };
    case 'reactionsUpdated':
      return { ...state, mechanics: { TUTS: { active: event.active, reactions: [...event.reactions].sort((a, b) => a.order - b.order) } } };
    case 'mechanicSwitched':
      return { ...applyGameState(state, event.state), ...say(state, event.on ? 'mechanicOn' : 'mechanicOff') };
    case 'chatLockChanged':
      if (state.isChatLocked === event.locked) return state;
      return { ...state, isChatLocked: event.locked, ...say(state, event.locked ? 'chatLocked' : 'chatUnlocked') };
    case 'checkingStarted':
      return state.isFinished ? state : { ...state, checking: { ...checking, on: true } };
    case 'checkingStopped':
      // Spec: stop cancels and clears; the sheets already sent stay listed as checked.
      return { ...state, checking: { ...checkingEnded(checking), lostTeam: null }, ...say(state, 'checkingStopped') };
    case 'sheetRequested':
      return { ...state, checking: { ...checking, fetching: true } };
    case 'sheetReceived': {
      const base = { ...state, sheetsCount: event.stack };
      if (!event.blank || !checking.on) return { ...base, checking: { ...checking, fetching: false } };
      const incoming = event.blank;
      // The same sheet again (held by this expert across a reload or a resync): keep the toggles made so far.
      const known = checking.blanks.find((blank) => blank.id === incoming.id);
      const blanks = known ? checking.blanks : [...checking.blanks, incoming];
      return { ...base, checking: { ...checking, fetching: false, blanks, currentBlank: firstUnresolved(blanks) } };
    }
    case 'sheetFetchFailed':
      return { ...state, checking: { ...checking, fetching: false } };
    case 'sheetTakeStarted':
      // One team's sheet, asked for from the groups panel: it blocks the stack fetch like a fetch under way.
      return canTakeSheet(state) ? { ...state, checking: { ...checking, fetching: true } } : state;
    case 'sheetTaken': {
      // The sheet opens in the checking panel and checking is on: after it is sent, the stack goes on as usual.
      const known = checking.blanks.some((blank) => blank.id === event.blank.id);
      const blanks = known ? checking.blanks.map((blank) => (blank.id === event.blank.id ? event.blank : blank)) : [...checking.blanks, event.blank];
      return {
        ...state,
        sheetsCount: event.stack,
        checking: { ...checking, on: true, fetching: false, blanks, currentBlank: firstUnresolved(blanks) },
        ...say(state, 'sheetOpened', { team: event.blank.participantName }),
      };
    }
    case 'sheetTakeFailed':
      return { ...state, checking: { ...checking, fetching: false }, ...say(state, event.unavailable ? 'sheetUnavailable' : 'sheetOpenFailed') };
    case 'groupDecided': {
      // Only the decided question of the unsent sheets of that round whose answer is in the group: ticks the expert
      // changed by hand on other questions stay. A later hand toggle of this question still wins (it is newer).
      const key = normaliseAnswer(event.key);
      const blanks = checking.blanks.map((blank) =>
        blank.resolved || blank.tourNumber !== event.tourNumber
          ? blank
          : {
              ...blank,
              questions: blank.questions.map((q) =>
                q.id === event.questionNumber && q.userAnswer.trim() !== '' && normaliseAnswer(q.userAnswer) === key ? { ...q, isCorrect: event.isCorrect } : q,
              ),
            },
      );
      return { ...state, sheetsCount: event.stack, checking: { ...checking, blanks } };
    }
    case 'questionToggled': {
      const id = checking.currentBlank;
      if (id === null || checking.sending) return state;
      const blanks = checking.blanks.map((blank) =>
        blank.id !== id
          ? blank
          : {
              ...blank,
              questions: blank.questions.map((q) => (q.id === event.questionNumber && q.userAnswer.trim() !== '' ? { ...q, isCorrect: !q.isCorrect } : q)),
            },
      );
      return { ...state, checking: { ...checking, blanks } };
    }
    case 'blankSendStarted':
      return { ...state, checking: { ...checking, sending: true } };
    case 'blankResolved': {
      const sent = checking.blanks.find((blank) => blank.id === event.id);
      const blanks = checking.blanks.map((blank) => (blank.id === event.id ? { ...blank, resolved: true } : blank));
      return {
        ...state,
        sheetsCount: event.stack,
        checking: { ...checking, sending: false, blanks, currentBlank: firstUnresolved(blanks), lostTeam: null },
        ...say(state, 'sheetSent', { team: sent?.participantName ?? '' }),
      };
    }
    case 'blankSendFailed':
      return { ...state, checking: { ...checking, sending: false } };
    case 'blankLost': {
      const lost = checking.blanks.find((blank) => blank.id === event.id);
      const blanks = checking.blanks.filter((blank) => blank.id !== event.id);
      return {
        ...state,
        checking: { ...checking, sending: false, blanks, currentBlank: firstUnresolved(blanks), lostTeam: lost?.participantName ?? null },
        ...say(state, 'sheetLost', { team: lost?.participantName ?? '' }),
      };
    }
    case 'appealsLoaded':
      return { ...state, appeals: [...new Set([...state.appeals, ...event.ids])] };
    case 'newAppeal':
      // Spec: only an appeal addressed to this expert, and only one not known yet; it raises the notification.
      if (event.expertId !== state.userId || state.appeals.includes(event.appealId)) return state;
      return { ...state, appeals: [...state.appeals, event.appealId], notification: true, ...say(state, 'newAppeal') };
    case 'appealsSeen':
      return state.notification ? { ...state, notification: false } : state;
    case 'appealResolved':
      return { ...state, ...say(state, event.approved ? 'appealAccepted' : 'appealRejected', { team: event.team, question: event.question }) };
    case 'connectionLost':
      return { ...state, ...say(state, 'connectionLost') };
    case 'connectionBack':
      return { ...state, ...say(state, 'connectionBack') };
  }
}

/** Spec: fetch only when checking is on, no sheet is current, no fetch is under way and the stack is not empty. */
export const shouldFetchSheet = (state: ExpertState): boolean =>
  !state.isFinished && state.checking.on && state.checking.currentBlank === null && !state.checking.fetching && state.sheetsCount > 0;

/** A particular team's sheet can be opened only while none is current, fetched or being sent. */
export const canTakeSheet = (state: ExpertState): boolean =>
  !state.isFinished && state.checking.currentBlank === null && !state.checking.fetching && !state.checking.sending;

export const currentBlankOf = (state: ExpertState): Blank | null =>
  state.checking.currentBlank === null ? null : (state.checking.blanks.find((blank) => blank.id === state.checking.currentBlank) ?? null);

/** Which controls make sense now (each is disabled otherwise). */
export function availableControls(state: ExpertState, now: number): Record<ControlAction, boolean> {
  const idle = state.pending === null && !state.isFinished;
  const inRound = state.currentTour !== null;
  return {
    startTour: idle && !inRound && state.inputTour > state.lastClosedTour && state.inputTour <= state.numberOfTours,
    openAnswers: idle && inRound && !state.canPlayersAnswer && now >= state.openLockedUntil,
    closeTour: idle && inRound,
    showNextTour: idle && state.lastShownTour < state.lastClosedTour,
    showScores: idle && !state.scoresLocked,
    finish: idle && !inRound,
  };
}

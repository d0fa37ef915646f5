import type { MechanicName } from '@/contract/schemas/live';
import type { Blank, ControlAction, GameState, Reaction } from '../types';
import type { Announcement } from './announcements';

/** The spec's expert game state (section 3), plus what the console needs to lock and announce. */
export interface ExpertState {
  gameId: number;
  /** The signed-in expert (NewAppeal is kept only when its expertId is this). */
  userId: number;
  connectedParticipants: number;
  lastShownTour: number;
  lastClosedTour: number;
  currentTour: number | null;
  /** The round chosen for the next start. */
  inputTour: number;
  canPlayersAnswer: boolean;
  numberOfTours: number;
  numberOfQuestions: number;
  acceptingUntil: number | null;
  isFinished: boolean;
  sheetsCount: number;
  sheetsCountInTour: number;
  mechanics: { TUTS: { active: boolean; reactions: Reaction[] } };
  gameMechanics: MechanicName[];
  isChatLocked: boolean;
  checking: {
    on: boolean;
    fetching: boolean;
    sending: boolean;
    /** Sheets handed to this console this session; the resolved ones stay as "checked by me". */
    blanks: Blank[];
    /** The first unresolved blank, else null. */
    currentBlank: number | null;
    /** The team whose sheet was taken from this console (checked or held by another expert), until the next send. */
    lostTeam: string | null;
  };
  /** Appeal ids known to the console. */
  appeals: number[];
  /** A new appeal arrived and the appeals panel has not been looked at since. */
  notification: boolean;
  /** The control whose call is under way. */
  pending: ControlAction | null;
  /** Open answers stays locked until then (10 s from the click). */
  openLockedUntil: number;
  /** Show scores stays locked during its call and 1 s after. */
  scoresLocked: boolean;
  announcement: Announcement | null;
}

export type ExpertEvent =
  | { type: 'stateLoaded'; state: GameState }
  /** Another expert's control (GameStateChanged): applied like a load, and what changed is announced. */
  | { type: 'gameStateChanged'; state: GameState }
  | { type: 'inputTourChosen'; tourNumber: number }
  | { type: 'controlStarted'; action: ControlAction; now: number; lockMs: number }
  | { type: 'controlSucceeded'; action: ControlAction; state: GameState }
  | { type: 'controlFailed'; action: ControlAction }
  | { type: 'scoresReleased' }
  /** After a reload: the open-answers lock of this tab's earlier page, while it still runs. */
  | { type: 'openLockRestored'; until: number }
  /** After a reload: the sheets this tab's earlier page checked, for its "checked" list. */
  | { type: 'checkedRestored'; sheets: CheckedSheet[] }
  | { type: 'participantsCounted'; count: number }
  | { type: 'sheetsCounted'; stack: number }
  | { type: 'sheetsInTourCounted'; tourNumber: number | null; count: number }
  | { type: 'reactionOccurred'; reaction: Reaction }
  | { type: 'reactionsCleared' }
  | { type: 'reactionsUpdated'; active: boolean; reactions: Reaction[] }
  | { type: 'chatLockChanged'; locked: boolean }
  /** This console switched the buzzer on or off (announced from the call: the channel's event may come first). */
  | { type: 'mechanicSwitched'; on: boolean; state: GameState }
  | { type: 'checkingStarted' }
  | { type: 'checkingStopped' }
  | { type: 'sheetRequested' }
  | { type: 'sheetReceived'; blank: Blank | null; stack: number }
  | { type: 'sheetFetchFailed' }
  | { type: 'sheetTakeStarted' }
  | { type: 'sheetTaken'; blank: Blank; stack: number }
  | { type: 'sheetTakeFailed'; unavailable: boolean }
  /**
   * A decision on a group of identical answers (this console's): the unsent sheets it holds take it for that
   * question, so a sheet already open never sends stale ticks that would undo the decision.
   */
  | { type: 'groupDecided'; tourNumber: number; questionNumber: number; key: string; isCorrect: boolean; stack: number }
  | { type: 'questionToggled'; questionNumber: number }
  | { type: 'blankSendStarted' }
  | { type: 'blankResolved'; id: number; stack: number }
  | { type: 'blankSendFailed' }
  /** The send was refused for good (409: another expert has it or checked it): the sheet leaves this console. */
  | { type: 'blankLost'; id: number }
  | { type: 'appealsLoaded'; ids: number[] }
  | { type: 'newAppeal'; expertId: number; appealId: number }
  | { type: 'appealsSeen' }
  | { type: 'appealResolved'; approved: boolean; team: string; question: number }
  | { type: 'connectionLost' }
  | { type: 'connectionBack' };

/** The round a start would begin: the first not yet closed (at most the last one). */
export const nextTourOf = (state: Pick<GameState, 'lastClosedTour' | 'numberOfTours'>) => Math.min(state.lastClosedTour + 1, state.numberOfTours);

/** A sheet this console checked, as its "checked" list names it. */
export type CheckedSheet = Pick<Blank, 'id' | 'participantName' | 'tourNumber'>;

export function initialExpertState(gameId: number, userId: number, state: GameState): ExpertState {
  return {
    gameId,
    userId,
    connectedParticipants: state.connectedParticipants,
    lastShownTour: state.lastShownTour,
    lastClosedTour: state.lastClosedTour,
    currentTour: state.tourNumber,
    inputTour: nextTourOf(state),
    canPlayersAnswer: state.canAnswer,
    numberOfTours: state.numberOfTours,
    numberOfQuestions: state.numberOfQuestions,
    acceptingUntil: state.acceptingUntil,
    isFinished: state.isFinished,
    sheetsCount: state.sheetsInStack,
    sheetsCountInTour: state.sheetsInTour,
    mechanics: state.mechanics,
    gameMechanics: state.gameMechanics,
    isChatLocked: state.chatLocked,
    checking: { on: false, fetching: false, sending: false, blanks: [], currentBlank: null, lostTeam: null },
    appeals: [],
    notification: false,
    pending: null,
    openLockedUntil: 0,
    scoresLocked: false,
    announcement: null,
  };
}

import type { ParticipantStatus } from '@/contract/schemas/live';
import type { FinishInfo, GameTab, ParticipantScreen, Presentation, Reaction, StoredAnswer } from '../types';
import type { Announcement } from './announcements';
import type { AnswerValue, SheetEntry } from './sheet';

interface TypingHint {
  userName: string;
  questionNumber: number;
  /** Epoch ms (local clock) after which the hint is gone. */
  until: number;
}

/** A change the player should look at: a checked round, a resolved appeal. Seen once the answers tab shows it. */
export interface GameNotification {
  id: string;
  kind: 'checked' | 'appeal';
  tourNumber: number;
  questionNumber: number | null;
  seen: boolean;
}

interface CollectState {
  tourNumber: number;
  state: 'sending' | 'received' | 'failed';
}

/** The live round state of one participant screen (server entities stay in the query cache). */
export interface ParticipantState {
  participantId: number;
  status: ParticipantStatus;
  numberOfQuestions: number;
  hasConfidence: boolean;
  currentTour: number | null;
  canAnswer: boolean;
  isAnswered: boolean;
  lastClosedTour: number;
  lastShownTour: number;
  acceptingUntil: number | null;
  isFinished: boolean;
  finish: FinishInfo | null;
  /** The round the sheet belongs to (null: no sheet). */
  sheetTour: number | null;
  sheet: SheetEntry[];
  /** A send-answers post is under way: answering is locked until it ends. */
  submitting: boolean;
  /** The automatic collection of a closed round (or a resend the server asked for). */
  collect: CollectState | null;
  teammatesOnline: number;
  /** The team's size (captain included), null until the platform says; changes when an invite is accepted. */
  membersCount: number | null;
  /**
   * Raised on every change of the team's membership (an invite accepted, a member removed): whatever shows the
   * team's members (the team panel, composed by the app) reads them again when it changes.
   */
  membershipVersion: number;
  teamsOnline: number | null;
  icqChatId: string | null;
  tuts: { active: boolean; reactions: Reaction[] };
  chatLocked: boolean | null;
  presentation: Presentation | null;
  typing: TypingHint[];
  notifications: GameNotification[];
  myLine: { place: number | null; scoresSum: number; scores: number[] } | null;
  tab: GameTab;
  streamEnabled: boolean;
  announcement: Announcement | null;
  /**
   * The round whose "answers received" was last announced: each member's collection at a close may make the server
   * say it again, and a screen reader should hear it once.
   */
  receiptAnnounced: number | null;
  /** Server clock minus local clock, from the last serverTime seen. */
  clockOffsetMs: number;
  /** The question whose field has the focus (the player may be typing in it), null when none. */
  focusedQuestion: number | null;
  /**
   * A teammate's newer answer to the focused question, held back so that nothing changes under the player's cursor:
   * shown as a notice, it replaces the field when the focus leaves, unless the player types again (a newer edit).
   */
  heldAnswer: HeldAnswer | null;
}

interface HeldAnswer extends StoredAnswer {
  /** Who wrote it, when the event said so. */
  userName: string | null;
}

export type ParticipantEvent =
  | { type: 'screenLoaded'; screen: ParticipantScreen; draft: StoredAnswer[]; cached: SheetEntry[]; now: number }
  | { type: 'tourStarted'; tourNumber: number; numberOfQuestions: number; canAnswer: boolean; presentation: Presentation; cached: SheetEntry[] }
  | { type: 'answersOpened'; tourNumber: number }
  | { type: 'tourClosed'; tourNumber: number; lastClosedTour: number; acceptingUntil: number; collecting: boolean }
  | { type: 'tourOpened'; tourNumber: number; lastShownTour: number }
  | { type: 'answersReceived'; tourNumber: number }
  | { type: 'resendRequested'; tourNumber: number; acceptingUntil: number }
  | { type: 'gameFinished'; finish: FinishInfo }
  | { type: 'welcomed'; teammatesOnline: number; serverTime: number; now: number }
  | { type: 'teammatesCounted'; count: number; membersCount?: number }
  | { type: 'membershipChanged'; change: 'accepted' | 'removed'; userName: string; count: number; membersCount: number | null }
  | { type: 'teamsOnlineChanged'; count: number }
  | { type: 'icqChatIdReceived'; icqChatId: string }
  | { type: 'reactionsUpdated'; active: boolean; reactions: Reaction[] }
  | { type: 'reactionOccurred'; reaction: Reaction }
  | { type: 'reactionsCleared' }
  | { type: 'chatLockChanged'; locked: boolean }
  | { type: 'answersChecked'; tourNumber: number }
  | { type: 'appealResolved'; tourNumber: number; questionNumber: number; approved: boolean }
  | { type: 'scoresUpdated'; line: { place: number | null; scoresSum: number; scores: number[] } }
  | { type: 'answerTyped'; questionNumber: number; value: AnswerValue; now: number }
  | { type: 'draftReceived'; tourNumber: number; answers: StoredAnswer[]; userName?: string | null }
  | { type: 'answerFocused'; questionNumber: number }
  | { type: 'answerBlurred'; questionNumber: number }
  | { type: 'postStarted'; tourNumber: number; answers: (AnswerValue & { questionNumber: number })[]; saving: boolean }
  | { type: 'postSucceeded'; tourNumber: number; answers: StoredAnswer[]; posted: number[]; saving: boolean; submitted: boolean }
  | { type: 'postFailed'; tourNumber: number; saving: boolean; final: boolean }
  | { type: 'typingHinted'; userName: string; tourNumber: number; questionNumber: number; until: number }
  | { type: 'typingExpired'; now: number }
  | { type: 'tabSelected'; tab: GameTab }
  | { type: 'notificationsSeen'; ids: string[] }
  | { type: 'streamToggled'; enabled: boolean }
  | { type: 'connectionLost' }
  | { type: 'connectionBack' };

export type ParticipantEventType = ParticipantEvent['type'];

export function initialParticipantState(screen: ParticipantScreen, options: { tab: GameTab; streamEnabled: boolean }): ParticipantState {
  return {
    participantId: screen.id,
    status: screen.status,
    numberOfQuestions: screen.numberOfQuestions,
    hasConfidence: screen.hasConfidence,
    currentTour: null,
    canAnswer: false,
    isAnswered: false,
    lastClosedTour: 0,
    lastShownTour: 0,
    acceptingUntil: null,
    isFinished: false,
    finish: null,
    sheetTour: null,
    sheet: [],
    submitting: false,
    collect: null,
    teammatesOnline: 0,
    membersCount: screen.membersCount,
    membershipVersion: 0,
    teamsOnline: null,
    icqChatId: null,
    tuts: { active: false, reactions: [] },
    chatLocked: null,
    presentation: null,
    typing: [],
    notifications: [],
    myLine: null,
    tab: options.tab,
    streamEnabled: options.streamEnabled,
    announcement: null,
    receiptAnnounced: null,
    clockOffsetMs: 0,
    focusedQuestion: null,
    heldAnswer: null,
  };
}

import type { AppealStatus, MechanicName } from '@/contract/schemas/live';

/** The app's own shapes of the expert console; wire data is reshaped into these in `api/`. */

export type ControlAction = 'startTour' | 'openAnswers' | 'closeTour' | 'showNextTour' | 'showScores' | 'finish';

export interface ExpertGame {
  id: number;
  name: string;
  stream: string | null;
  startsAt: number;
  cityName: string;
  numberOfTours: number;
  numberOfQuestions: number;
  hasConfidence: boolean;
  isFinished: boolean;
  participantsCount: number;
}

export interface Reaction {
  participantId: number;
  name: string;
  order: number;
}

/** GET .../currentTour (and the reply of every control), reshaped. */
export interface GameState {
  tourNumber: number | null;
  canAnswer: boolean;
  lastShownTour: number;
  lastClosedTour: number;
  numberOfTours: number;
  numberOfQuestions: number;
  acceptingUntil: number | null;
  shownTours: number;
  isFinished: boolean;
  sheetsInStack: number;
  sheetsInTour: number;
  connectedParticipants: number;
  chatLocked: boolean;
  mechanics: { TUTS: { active: boolean; reactions: Reaction[] } };
  gameMechanics: MechanicName[];
}

/** One question's correct answer (GET .../answers): the question, the answer shown to players, every accepted wording. */
export interface CorrectAnswer {
  questionNumber: number;
  text: string;
  answer: string;
  acceptedAnswers: string[];
  comment: string | null;
}

/** The correct answers of the game, round by round (read once per console: they do not change). */
export type CorrectAnswers = ReadonlyArray<{ tourNumber: number; questions: CorrectAnswer[] }>;

/** One question of an expert blank (spec: id, questionText, userAnswer, correctAnswer, isCorrect). */
interface BlankQuestion {
  /** The question number. */
  id: number;
  questionText: string;
  userAnswer: string;
  confidence: boolean;
  correctAnswer: string;
  acceptedAnswers: string[];
  comment: string | null;
  /** The answer matches an accepted wording after normalisation (a hint). */
  suggested: boolean;
  isCorrect: boolean;
}

/** A sheet handed to this expert (spec: expert blank sample data, id, resolved, questions). */
export interface Blank {
  id: number;
  participantId: number;
  participantName: string;
  tourNumber: number;
  isConfidence: boolean;
  resolved: boolean;
  questions: BlankQuestion[];
}

export interface ExpertAppeal {
  id: number;
  participantName: string;
  tourNumber: number;
  questionNumber: number;
  questionText: string;
  concern: string;
  participantAnswer: string;
  correctAnswer: string;
  acceptedAnswers: string[];
  status: AppealStatus;
  response: string | null;
  expertComment: string | null;
  createdAt: number;
  resolvedBy: string | null;
}

/** Where a team's sheet is for this expert (the groups reply's sheet status). */
type GroupSheetStatus = 'IN_STACK' | 'YOURS' | 'HELD' | 'CHECKED';

/** A team's sheet named by an answer group: the expert can open it in the checking panel. */
export interface GroupSheet {
  id: number;
  participantId: number;
  participantName: string;
  status: GroupSheetStatus;
}

export interface AnswerGroup {
  key: string;
  variants: string[];
  count: number;
  decision: boolean | null;
  mixed: boolean;
  suggested: boolean;
  /** The teams that wrote it (empty when an older server sends no sheet list). */
  sheets: GroupSheet[];
}

export interface GroupQuestion {
  questionNumber: number;
  text: string;
  answer: string;
  groups: AnswerGroup[];
}

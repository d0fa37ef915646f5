import type { AppealStatus, GameLanguage, MechanicName, ParticipantStatus, ResultStatus } from '@/contract/schemas/live';
import type { GameType } from '@/contract/schemas/catalogue';

/** The tabs of the player layout (spec section 2), in display order. */
export const gameTabs = ['rating', 'teams', 'answers', 'chat', 'presentation', 'stream', 'rules'] as const;
export type GameTab = (typeof gameTabs)[number];

export interface Viewer {
  id: number;
  name: string;
}

interface CorporateLogo {
  src: string;
  href: string | null;
  alt: string;
}

/** The game's look with the product defaults applied (spec: "map of optional keys with defaults"). */
interface Appearance {
  showHeader: boolean;
  showFooter: boolean;
  showInvite: boolean;
  logos: CorporateLogo[];
  mainColor: string | null;
}

export interface Reaction {
  participantId: number;
  name: string;
  order: number;
}

export interface Presentation {
  tourNumber: number;
  questions: { questionNumber: number; text: string }[];
}

/** GET participants/{id}/status as the screen uses it. Instants are epoch milliseconds. */
export interface ParticipantScreen {
  id: number;
  gameId: number;
  teamName: string;
  gameName: string;
  stream: string | null;
  currentTour: number | null;
  numberOfQuestions: number;
  numberOfTours: number;
  startsAt: number;
  isFinished: boolean;
  canAnswer: boolean;
  isAnswered: boolean;
  icqChatId: string | null;
  status: ParticipantStatus;
  /** What the team's registration costs in all (after its promo code), in major units of `currency`. */
  price: number;
  currency: string;
  /** Who registered the team (null for teams registered without an account). */
  email: string | null;
  promo: string | null;
  promoId: number | null;
  /** Still to pay: 0 once READY or PLAYED; while PENDING or DEFERRED the price (what the server says, when it says). */
  amountDue: number;
  hasConfidence: boolean;
  mechanics: MechanicName[];
  tuts: { active: boolean; reactions: Reaction[] };
  appearance: Appearance;
  gameType: GameType;
  gameLanguage: GameLanguage;
  lastShownTour: number;
  lastClosedTour: number;
  acceptingUntil: number | null;
  presentation: Presentation | null;
  teammatesOnline: number;
  /** The team's size (captain included); null when the platform does not say. */
  membersCount: number | null;
  serverTime: number;
  /** The game's feedback form (http(s) only), shown once the game is over. */
  feedbackUrl: string | null;
}

/** One answer as the server stores it (`updatedAt` in epoch ms, server clock). */
export interface StoredAnswer {
  questionNumber: number;
  text: string;
  confidence: boolean;
  updatedAt: number;
}

/** What the server holds for a team's round (reply of POST results). */
export interface StoredSheet {
  resultId: number;
  tourNumber: number;
  status: ResultStatus;
  isAnswered: boolean;
  acceptingUntil: number | null;
  answers: StoredAnswer[];
}

export interface Appeal {
  id: number;
  resultId: number;
  tourNumber: number;
  questionNumber: number;
  concern: string;
  response: string | null;
  status: AppealStatus;
  participantAnswer: string;
  correctAnswer: string | null;
  /** The member who filed it (null when the API does not say). */
  author: { userId: number; name: string } | null;
}

interface ResultAnswer extends StoredAnswer {
  isCorrect: boolean | null;
  score: number | null;
  correctAnswer: string | null;
}

/** A result card: the team's sheet of one round. */
export interface ResultCard {
  id: number;
  tourNumber: number;
  status: ResultStatus;
  isAnswered: boolean;
  isChecked: boolean;
  isConfidence: boolean;
  /** The team's name (an appeal is the team's, whoever filed it). */
  teamName: string;
  /** Sum of the answers' scores once checked, else null. */
  score: number | null;
  answers: ResultAnswer[];
  correctAnswers: Record<number, string> | null;
  appeals: Record<number, Appeal>;
}

/**
 * A line of the rating as the list says it. The spec's list has only id, scoresSum and scores: `name` is then null
 * (the screen names the team from the game's teams, `NamedRatingRow`), `city` null, `playersOnline` null (unknown),
 * and `place` is computed from scoresSum (api/to-participant.ts).
 */
export interface RatingRow {
  id: number;
  name: string | null;
  city: { id: number; name: string } | null;
  scoresSum: number;
  scores: number[];
  place: number | null;
  playersOnline: number | null;
}

/** A rating line with its team's name: the list's, else GET games/{id}/participants' (model/rating-names.ts). */
export interface NamedRatingRow extends RatingRow {
  name: string;
}

/** A team registered for the game (GET {baseMain}/games/{id}/participants). */
export interface GameTeam {
  id: number;
  name: string;
  city: { id: number; name: string } | null;
}

export interface Rating {
  rows: RatingRow[];
  scoresShown: boolean;
  /** How many rounds the rating has columns for. */
  shownTours: number;
  total: number;
}

export interface NamedRating extends Omit<Rating, 'rows'> {
  rows: NamedRatingRow[];
}

export interface MyParticipation {
  id: number;
  gameId: number;
  gameName: string;
  teamName: string;
  status: ParticipantStatus;
  startsAt: number;
  opensAt: number;
  isLive: boolean;
  isFinished: boolean;
}

interface Winner {
  participantId: number;
  name: string;
  place: number;
  scoresSum: number;
}

export interface FinishInfo {
  place: number | null;
  scoresSum: number;
  total: number;
  feedbackUrl: string | null;
  winners: Winner[];
}

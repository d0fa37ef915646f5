import type { PartyLanguage } from '@/contract/party-settings';
import type { PrivateOrderStatus } from '@/contract/schemas/party';
import type { GameType } from '@/contract/schemas/catalogue';
import type { ParticipantStatus } from '@/contract/schemas/live';
import type { PaymentState } from '@/contract/schemas/registration';

/** A price in one language of the game (ru and fr in RUB, en in USD). */
interface LanguagePrice {
  language: PartyLanguage;
  amount: number;
  currency: string;
}

/** What a private game can be (GET {party}/formats), texts in the page's language. */
export interface PrivateFormat {
  id: number;
  type: GameType;
  name: string;
  description: string;
  rounds: number;
  questionsPerRound: number;
  durationMinutes: number;
  minTeams: number;
  maxTeams: number;
  prices: LanguagePrice[];
}

/** An order as the organiser follows it. Instants are epoch milliseconds. */
export interface PrivateOrder {
  id: number;
  formatName: string;
  language: PartyLanguage;
  startsAt: number;
  timeZone: string;
  teams: number;
  kind: 'payment' | 'request';
  status: PrivateOrderStatus;
  paymentState: PaymentState;
  amount: number;
  currency: string;
  failureReason: string | null;
  payableUntil: number | null;
  /** The private game, once the provider confirmed the payment. */
  gameId: number | null;
  email: string;
}

type PrivateGameRole = 'organiser' | 'invited' | 'participant';

/** One private game as the asker may see it (organiser-only parts are null for others). */
export interface PrivateGame {
  id: number;
  name: string;
  formatName: string;
  type: GameType;
  rounds: number;
  questionsPerRound: number;
  durationMinutes: number;
  language: PartyLanguage;
  startsAt: number;
  timeZone: string;
  opensAt: number;
  teamsLimit: number;
  teamsCount: number;
  organiserPaid: boolean;
  role: PrivateGameRole;
  inviteToken: string | null;
  teams: { id: number; name: string; status: ParticipantStatus }[] | null;
  mine: { id: number; teamName: string; status: ParticipantStatus } | null;
}

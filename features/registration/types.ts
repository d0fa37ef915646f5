import type { PromoDiscountType } from '@/contract/promo-price';
import type { RegistrationLanguage } from '@/contract/registration-settings';
import type { ParticipantStatus } from '@/contract/schemas/live';
import type { cancelReasons, PaymentState, RegistrationState } from '@/contract/schemas/registration';

export type CancelReason = (typeof cancelReasons)[number];

/** Who is registering: the signed-in player (from the session), or null for a guest / a logged-out visitor. */
export interface Viewer {
  id: number;
  name: string;
  email: string;
}

/** The game as the registration modal shows it. Instants are epoch milliseconds (serialisable as they are). */
export interface RegistrationGame {
  id: number;
  name: string;
  startsAt: number;
  /** The zone of the capital the game is announced in (its times are shown on that clock). */
  capitalZone: string;
  registrationOpensAt: number | null;
  price: number;
  currency: string;
  state: RegistrationState;
  placesLeft: number;
  /** The signed-in player's team registration for this game, if any (not CANCELLED). */
  mine: { id: number; status: ParticipantStatus; teamName: string } | null;
  /** A private game whose organiser paid for it: teams register free, and no price is shown. */
  organiserPaid: boolean;
}

export interface Team {
  id: number;
  name: string;
  isCaptain: boolean;
}

export interface MyTeams {
  teams: Team[];
  /** The player may create no more teams. */
  atLimit: boolean;
}

export interface CityOption {
  id: number;
  name: string;
}

export interface LocationGuess {
  id: number;
  city: string;
}

/** A registration (participant) as the modal reasons about it. */
export interface Registration {
  id: number;
  gameId: number;
  teamName: string;
  status: ParticipantStatus;
  paymentState: PaymentState;
  email: string;
  language: RegistrationLanguage;
  price: number;
  currency: string;
  promo: string | null;
  discount: { type: PromoDiscountType; value: number } | null;
  amount: number;
  amountDue: number;
  holdExpiresAt: number | null;
  payLaterAllowed: boolean;
  cancelReason: CancelReason | null;
  failureReason: string | null;
  startsAt: number;
  opensAt: number;
}

/** What the widget gets for one payment attempt (contract/payment-widget.ts, PaymentWidgetOptions). */
export interface PaymentIntent {
  publicId: string;
  description: string;
  amount: number;
  currency: string;
  invoiceId: string;
  accountId: string;
  email: string;
  data: { registrationId: number; gameId: number; paymentId: number };
}

/** How the modal reaches a registration: by the session, or with a guest registration's access token. */
export interface RegistrationRef {
  id: number;
  accessToken: string | null;
}

import type { CityWire } from '@/contract/schemas/catalogue';
import type {
  CheckPromoReply,
  LocationGuess as LocationGuessWire,
  MyTeamsReply,
  PaymentIntentWire,
  RegistrationGameReply,
  RegistrationWire,
  TeamWire,
} from '@/contract/schemas/registration';
import type { PromoCheckResult } from '../model/promo-state';
import type { CityOption, LocationGuess, MyTeams, PaymentIntent, Registration, RegistrationGame, Team } from '../types';

/** Wire instants (ISO 8601 with an offset) become epoch milliseconds: cheap to compare, serialisable as they are. */
const toMs = (iso: string) => Date.parse(iso);
const toMsOrNull = (iso: string | null) => (iso === null ? null : Date.parse(iso));

export function toRegistrationGame({ data }: RegistrationGameReply): RegistrationGame {
  const { game } = data;
  return {
    id: game.id,
    name: game.name,
    startsAt: toMs(game.playedAt.time),
    capitalZone: game.playedAt.capital,
    registrationOpensAt: toMsOrNull(game.registrationAt),
    price: game.price,
    currency: game.currency,
    state: data.state,
    placesLeft: data.placesLeft,
    mine: data.mine ? { id: data.mine.id, status: data.mine.status, teamName: data.mine.teamName } : null,
    organiserPaid: data.privateGame?.organiserPaid ?? false,
  };
}

export const toRegistration = (wire: RegistrationWire): Registration => ({
  id: wire.id,
  gameId: wire.gameId,
  teamName: wire.teamName,
  status: wire.status,
  paymentState: wire.paymentState,
  email: wire.email,
  language: wire.language,
  price: wire.price,
  currency: wire.currency,
  promo: wire.promo,
  discount: wire.discount,
  amount: wire.amount,
  amountDue: wire.amountDue,
  holdExpiresAt: toMsOrNull(wire.holdExpiresAt),
  payLaterAllowed: wire.payLaterAllowed,
  cancelReason: wire.cancelReason,
  failureReason: wire.failureReason,
  startsAt: toMs(wire.startsAt),
  opensAt: toMs(wire.opensAt),
});

const toTeam = (wire: TeamWire): Team => ({ id: wire.id, name: wire.name, isCaptain: wire.isCaptain });

export const toMyTeams = (reply: MyTeamsReply): MyTeams => ({
  teams: reply.data.map(toTeam),
  atLimit: reply.meta.created >= reply.meta.limit,
});

export { toTeam };

/** The spec's reply reads `discount.value` as a percent; the contract adds its kind (percent or a fixed amount). */
export const toPromoCheck = (reply: CheckPromoReply): PromoCheckResult => ({
  status: reply.status,
  text: reply.text,
  discountValue: reply.discount.value,
  discountType: reply.discount.type ?? 'percent',
});

export const toPaymentIntent = (wire: PaymentIntentWire): PaymentIntent => ({
  publicId: wire.publicId,
  description: wire.description,
  amount: wire.amount,
  currency: wire.currency,
  invoiceId: wire.invoiceId,
  accountId: wire.accountId,
  email: wire.email,
  data: { registrationId: wire.data.registrationId, gameId: wire.data.gameId, paymentId: wire.data.paymentId },
});

export const toCityOptions = (cities: CityWire[]): CityOption[] => cities.map((city) => ({ id: city.id, name: city.name }));

export const toLocationGuess = (wire: LocationGuessWire): LocationGuess => ({ id: wire.id, city: wire.city });

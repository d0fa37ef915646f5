import type { CheckPromoReply, MyTeamsReply, PaymentIntentWire, RegistrationGameReply, RegistrationWire } from '@/contract/schemas/registration';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
const DAY = 86_400_000;

/** GET games/{id}/registration of an open game (as the reference backend sends it). */
export function gameReply(
  overrides: Partial<RegistrationGameReply['data']> = {},
  game: Partial<RegistrationGameReply['data']['game']> = {},
): RegistrationGameReply {
  return {
    data: {
      game: {
        id: 5,
        name: 'Классика №12',
        description: null,
        image: null,
        registrationAt: null,
        playedAt: { time: iso(NOW + 3 * DAY), timezone: 'Europe/Moscow', capital: 'Europe/Moscow', capitalTime: iso(NOW + 3 * DAY) },
        price: 899,
        currency: 'RUB',
        type: 'classic',
        topic: null,
        feedbackUrl: null,
        cityId: 1,
        status: 'registration',
        appearance: null,
        registrationAllowed: true,
        participantsCount: 10,
        maxParticipants: 40,
        isFewPlaces: false,
        ...game,
      },
      state: 'open',
      placesLeft: 30,
      mine: null,
      ...overrides,
    },
  };
}

export const citiesReply = {
  data: [
    { id: 1, name: 'Москва', timezone: 'Europe/Moscow', country: 'RU' },
    { id: 2, name: 'London', timezone: 'Europe/London', country: 'GB' },
    { id: 3, name: 'Paris', timezone: 'Europe/Paris', country: 'FR' },
  ],
};

export const teamsReply = (overrides: Partial<MyTeamsReply> = {}): MyTeamsReply => ({
  data: [
    { id: 11, name: 'Эрудиты', cityId: 1, isCaptain: true, membersCount: 3 },
    { id: 12, name: 'Совы', cityId: 1, isCaptain: false, membersCount: 5 },
  ],
  meta: { created: 1, limit: 5 },
  ...overrides,
});

export const promoSuccess = (value: number, type: 'percent' | 'fixed' = 'percent', price = 0): CheckPromoReply => ({
  status: 'success',
  text: 'The promo code has been applied.',
  discount: { value, type, price },
  promoId: 3,
});
export const promoError = (text: string): CheckPromoReply => ({ status: 'error', text, discount: { value: 0 } });

/** A registration as GET registrations/{id} sends it. */
export function registrationWire(overrides: Partial<RegistrationWire> = {}): RegistrationWire {
  return {
    id: 41,
    gameId: 5,
    teamId: 11,
    teamName: 'Эрудиты',
    status: 'PENDING',
    paymentState: 'awaiting_payment',
    name: 'Анна Петрова',
    email: 'anna@example.com',
    cityId: 1,
    city: null,
    language: 'ru',
    price: 899,
    currency: 'RUB',
    promo: null,
    promoId: null,
    discount: null,
    amount: 899,
    paid: 0,
    amountDue: 899,
    holdExpiresAt: iso(NOW + 15 * 60_000),
    payLaterAllowed: true,
    cancelReason: null,
    failureReason: null,
    startsAt: iso(NOW + 3 * DAY),
    opensAt: iso(NOW + 3 * DAY - 3_600_000),
    createdAt: iso(NOW),
    updatedAt: iso(NOW),
    ...overrides,
  };
}

export function intentWire(registration: RegistrationWire): PaymentIntentWire {
  return {
    paymentId: 9,
    publicId: 'pk_test',
    description: 'Классика №12, Эрудиты',
    amount: registration.amountDue,
    currency: registration.currency,
    invoiceId: `reg-${registration.id}-9`,
    accountId: 'user:7',
    email: registration.email,
    data: { registrationId: registration.id, gameId: registration.gameId, paymentId: 9 },
    expiresAt: iso(NOW + 15 * 60_000),
  };
}

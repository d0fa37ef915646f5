import type { GameListItemWire } from '@/contract/schemas/catalogue';
import type { CardsPage, CatalogueCard } from '../types';

/** A game as GET /games sends it (Moscow, registration open), with overrides. */
export function wireGame(id: number, overrides: Partial<GameListItemWire> = {}): GameListItemWire {
  return {
    id,
    name: `Игра ${id}`,
    description: null,
    image: null,
    registrationAt: '2030-03-06T19:30:00+03:00',
    playedAt: {
      time: '2030-03-20T19:30:00+03:00',
      timezone: 'Europe/Moscow',
      capital: 'Europe/Moscow',
      capitalTime: '2030-03-20T19:30:00+03:00',
    },
    price: 899,
    currency: 'RUB',
    type: 'classic',
    topic: null,
    feedbackUrl: null,
    cityId: 1,
    status: 'registration',
    appearance: null,
    registrationAllowed: true,
    participantsCount: 4,
    maxParticipants: 30,
    isFewPlaces: false,
    ...overrides,
  };
}

/** A card as the server hands it to the island. */
export function card(id: number, overrides: Partial<CatalogueCard> = {}): CatalogueCard {
  return {
    id,
    name: `Игра ${id}`,
    description: null,
    image: null,
    type: 'classic',
    topic: null,
    cityName: 'Москва',
    startsAt: '2030-03-20T16:30:00.000Z',
    endsAt: '2030-03-20T18:00:00.000Z',
    date: '20 марта, 19:30',
    endTime: '21:00',
    capital: { key: 'moscow', zone: 'Europe/Moscow', offset: 'GMT+3' },
    localTime: null,
    price: '899 ₽',
    registration: { kind: 'open', opensAt: null },
    timeline: 'open',
    pageOpensAt: '20 марта, 18:30',
    gamePage: null,
    started: null,
    ...overrides,
  };
}

/** A page as the server renders it: read without a session, shared by everyone. */
export const cardsPage = (ids: number[], count: number): CardsPage => ({ count, cards: ids.map((id) => card(id)), skipped: 0, shared: true });

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

import type { PrivateFormatWire, PrivateGameWire, PrivateOrderWire } from '@/contract/schemas/party';
import type { PrivateFormat } from '../types';

/** Wire data as the reference backend sends it (contract/schemas/party.ts), for MSW handlers. */
const formatWire = (overrides: Partial<PrivateFormatWire> = {}): PrivateFormatWire => ({
  id: 1,
  type: 'classic',
  name: 'Классика',
  description: 'Семь туров по семь вопросов',
  rounds: 7,
  questionsPerRound: 7,
  durationMinutes: 90,
  minTeams: 2,
  maxTeams: 40,
  prices: [
    { language: 'ru', amount: 15000, currency: 'RUB' },
    { language: 'fr', amount: 15000, currency: 'RUB' },
    { language: 'en', amount: 200, currency: 'USD' },
  ],
  ...overrides,
});

export const format: PrivateFormat = { ...formatWire(), prices: formatWire().prices };

export const orderWire = (overrides: Partial<PrivateOrderWire> = {}): PrivateOrderWire => ({
  id: 31,
  formatId: 1,
  formatName: 'Классика',
  language: 'ru',
  startsAt: '2026-12-10T19:30:00+03:00',
  timeZone: 'Europe/Moscow',
  teams: 8,
  contactName: 'Анна Петрова',
  email: 'anna@example.com',
  phone: null,
  comment: null,
  kind: 'payment',
  status: 'awaiting_payment',
  paymentState: 'awaiting_payment',
  amount: 15000,
  currency: 'RUB',
  failureReason: null,
  payableUntil: '2026-11-26T12:00:00+00:00',
  gameId: null,
  createdAt: '2026-11-26T11:00:00+00:00',
  ...overrides,
});

export const privateGameWire = (overrides: Partial<PrivateGameWire> = {}): PrivateGameWire => ({
  id: 77,
  name: 'Классика · Анна Петрова',
  formatId: 1,
  formatName: 'Классика',
  type: 'classic',
  rounds: 7,
  questionsPerRound: 7,
  durationMinutes: 90,
  language: 'ru',
  startsAt: '2026-12-10T19:30:00+03:00',
  timeZone: 'Europe/Moscow',
  opensAt: '2026-12-10T18:30:00+03:00',
  status: 'registration',
  teamsLimit: 8,
  teamsCount: 0,
  organiserPaid: true,
  role: 'organiser',
  inviteToken: 'a'.repeat(32),
  teams: [],
  mine: null,
  ...overrides,
});

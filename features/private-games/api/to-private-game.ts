import type { PrivateFormatWire, PrivateGameWire, PrivateOrderWire } from '@/contract/schemas/party';
import type { PrivateFormat, PrivateGame, PrivateOrder } from '../types';

/** Wire instants (ISO 8601 with an offset) become epoch milliseconds: cheap to compare, serialisable as they are. */
const toMs = (iso: string) => Date.parse(iso);

export const toPrivateFormat = (wire: PrivateFormatWire): PrivateFormat => ({
  id: wire.id,
  type: wire.type,
  name: wire.name,
  description: wire.description,
  rounds: wire.rounds,
  questionsPerRound: wire.questionsPerRound,
  durationMinutes: wire.durationMinutes,
  minTeams: wire.minTeams,
  maxTeams: wire.maxTeams,
  prices: wire.prices.map((p) => ({ language: p.language, amount: p.amount, currency: p.currency })),
});

export const toPrivateOrder = (wire: PrivateOrderWire): PrivateOrder => ({
  id: wire.id,
  formatName: wire.formatName,
  language: wire.language,
  startsAt: toMs(wire.startsAt),
  timeZone: wire.timeZone,
  teams: wire.teams,
  kind: wire.kind,
  status: wire.status,
  paymentState: wire.paymentState,
  amount: wire.amount,
  currency: wire.currency,
  failureReason: wire.failureReason,
  payableUntil: wire.payableUntil === null ? null : toMs(wire.payableUntil),
  gameId: wire.gameId,
  email: wire.email,
});

export const toPrivateGame = (wire: PrivateGameWire): PrivateGame => ({
  id: wire.id,
  name: wire.name,
  formatName: wire.formatName,
  type: wire.type,
  rounds: wire.rounds,
  questionsPerRound: wire.questionsPerRound,
  durationMinutes: wire.durationMinutes,
  language: wire.language,
  startsAt: toMs(wire.startsAt),
  timeZone: wire.timeZone,
  opensAt: toMs(wire.opensAt),
  teamsLimit: wire.teamsLimit,
  teamsCount: wire.teamsCount,
  organiserPaid: wire.organiserPaid,
  role: wire.role,
  inviteToken: wire.inviteToken,
  teams: wire.teams ? wire.teams.map((t) => ({ id: t.id, name: t.name, status: t.status })) : null,
  mine: wire.mine ? { id: wire.mine.id, teamName: wire.mine.teamName, status: wire.mine.status } : null,
});

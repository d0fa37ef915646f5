import type { InviteViewWire, RegistrationTeamWire, TeamInviteWire } from '@/contract/schemas/teams';

/** Wire replies of teams and invitations as the platform sends them (checked with the contract's schemas in use). */

export const TOKEN = 'k3Jd9_QpZr8vT2mXw5YbN4cL7aE1sHfU6gVo0iRyPqM';

const at = '2026-12-05T16:00:00.000Z';

const captain = { userId: 3, name: 'Анна Кузнецова' };
export const teammate = { userId: 4, name: 'Дмитрий Орлов' };

export const inviteWire = (over: Partial<TeamInviteWire> = {}): TeamInviteWire => ({
  id: 11,
  status: 'PENDING',
  cancelReason: null,
  expired: false,
  createdAt: '2026-11-25T20:00:00.000Z',
  expiresAt: '2026-12-02T20:00:00.000Z',
  invitedBy: captain,
  answeredBy: null,
  answeredAt: null,
  ...over,
});

export const teamWire = (over: Partial<RegistrationTeamWire> = {}): RegistrationTeamWire => ({
  participantId: 41,
  gameId: 5,
  gameName: 'Квиз на Патриарших',
  startsAt: at,
  gameStarted: false,
  gameOver: false,
  team: { id: 9, name: 'Знатоки', captainUserId: captain.userId, memberLimit: 10, membersCount: 2 },
  members: [
    { ...captain, isCaptain: true, joinedAt: '2026-11-20T10:00:00.000Z' },
    { ...teammate, isCaptain: false, joinedAt: '2026-11-21T10:00:00.000Z' },
  ],
  invites: [],
  viewer: { userId: captain.userId, isCaptain: true, canInvite: true, canRemove: true },
  ...over,
});

export const inviteViewWire = (over: Partial<InviteViewWire> = {}): InviteViewWire => ({
  outcome: 'pending',
  status: 'PENDING',
  expiresAt: '2026-12-02T20:00:00.000Z',
  game: {
    id: 5,
    name: 'Квиз на Патриарших',
    description: null,
    image: null,
    registrationAt: null,
    playedAt: { time: at, timezone: 'Europe/Moscow', capital: 'Europe/Moscow', capitalTime: '2026-12-05T19:00:00.000+03:00' },
    price: 899,
    currency: 'RUB',
    type: 'classic',
    topic: null,
    feedbackUrl: null,
    cityId: 1,
    status: 'registration',
    appearance: null,
    registrationAllowed: true,
    participantsCount: 3,
    maxParticipants: 30,
    isFewPlaces: false,
  },
  team: { id: 9, name: 'Знатоки', membersCount: 2, memberLimit: 10 },
  invitedBy: { name: captain.name },
  participantId: null,
  otherTeam: null,
  signedIn: false,
  ...over,
});

export const conflict = (reason: string, message = 'Refused.') => ({ message, reason });

import type { GameListItemWire } from '@/contract/schemas/catalogue';
import { toGamesPage } from './to-catalogue-game';

const wire: GameListItemWire = {
  id: 7,
  name: 'Классическая игра #107',
  description: null,
  image: null,
  registrationAt: '2025-03-06T19:30:00+03:00',
  playedAt: {
    time: '2025-03-20T19:30:00+03:00',
    timezone: 'Europe/Moscow',
    capital: 'Europe/Moscow',
    capitalTime: '2025-03-20T19:30:00+03:00',
  },
  price: 899,
  currency: 'RUB',
  type: 'classic',
  topic: null,
  feedbackUrl: null,
  cityId: 1,
  status: 'registration',
  appearance: {
    corporate: true,
    cardHeader: 'data:image/svg+xml;base64,AAAA',
    logos: [{ src: 'data:image/svg+xml;base64,BBBB', href: 'https://example.com', alt: 'Acme' }],
  },
  registrationAllowed: true,
  participantsCount: 10,
  maxParticipants: 30,
  isFewPlaces: false,
};

describe('reading GET /games', () => {
  it('reshapes a game: end = start + 90 minutes, image from the appearance, corporate logos', () => {
    const { games, skipped, count } = toGamesPage({ count: 1, items: [wire] });
    expect(skipped).toBe(0);
    expect(count).toBe(1);
    expect(games[0]).toMatchObject({
      id: 7,
      startsAt: new Date('2025-03-20T16:30:00Z'),
      endsAt: new Date('2025-03-20T18:00:00Z'),
      image: 'data:image/svg+xml;base64,AAAA',
      registrationOpensAt: new Date('2025-03-06T16:30:00Z'),
      corporateLogos: [{ src: 'data:image/svg+xml;base64,BBBB', href: 'https://example.com', alt: 'Acme' }],
      isRegistered: false,
    });
  });

  it("keeps the team's participation of a registered game (the card's way to its own game screen)", () => {
    const page = toGamesPage({
      count: 3,
      items: [
        { ...wire, isRegistered: true, participantId: 12 },
        { ...wire, id: 8, isRegistered: true },
        { ...wire, id: 9, participantId: 5 },
      ],
    });
    expect(page.games.map((game) => [game.isRegistered, game.participantId])).toEqual([
      [true, 12],
      [true, null],
      [false, null],
    ]);
  });

  it('fills the spec defaults for missing or mistyped fields instead of dropping the game', () => {
    const sparse = {
      id: 8,
      name: 'Игра',
      type: 'family',
      playedAt: { time: '2025-03-20T19:30:00+03:00' },
      price: 'free',
      currency: null,
      description: 42,
      appearance: 'corporate',
      participantsCount: -3,
    };
    const [game] = toGamesPage({ count: 1, items: [sparse] }).games;
    expect(game).toMatchObject({
      description: null,
      price: 0,
      currency: 'RUB',
      capitalTimezone: 'Europe/Moscow',
      timezone: 'Europe/Moscow',
      cityId: null,
      status: 'announced',
      registrationAllowed: false,
      participantsCount: 0,
      maxParticipants: null,
      corporateLogos: [],
      image: null,
    });
  });

  it('skips games it cannot show (no id, no start, unknown type) and counts them', () => {
    const page = toGamesPage({
      count: 4,
      items: [wire, { ...wire, id: 'x' }, { ...wire, id: 9, playedAt: { time: 'tomorrow' } }, { ...wire, id: 10, type: 'karaoke' }, null],
    });
    expect(page.games.map((g) => g.id)).toEqual([7]);
    expect(page.skipped).toBe(4);
  });
});

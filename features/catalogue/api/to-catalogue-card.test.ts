import type { CatalogueGame, City } from '../types';
import { toCatalogueCard } from './to-catalogue-card';

const START = Date.parse('2025-03-20T12:30:00Z');
const cities = new Map<number, City>([
  [1, { id: 1, name: 'Новосибирск', timezone: 'Asia/Novosibirsk' }],
  [2, { id: 2, name: 'London', timezone: 'Europe/London' }],
]);

const game = (overrides: Partial<CatalogueGame> = {}): CatalogueGame => ({
  id: 5,
  name: 'Большой квиз',
  description: null,
  image: null,
  type: 'classic',
  topic: null,
  status: 'registration',
  startsAt: new Date(START),
  endsAt: new Date(START + 90 * 60_000),
  timezone: 'Asia/Novosibirsk',
  capitalTimezone: 'Europe/Moscow',
  registrationOpensAt: new Date(START - 14 * 86_400_000),
  registrationAllowed: true,
  price: 899,
  currency: 'RUB',
  cityId: 1,
  participantsCount: 3,
  maxParticipants: 30,
  isFewPlaces: false,
  language: 'ru',
  isRegistered: false,
  participantId: null,
  corporateLogos: [],
  ...overrides,
});

const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('a game as its card shows it', () => {
  it('dates on the capital clock with the end 90 minutes later, the city clock when it differs', () => {
    const card = toCatalogueCard(game(), { locale: 'ru', now: START - 86_400_000, cities });
    expect(card).toMatchObject({
      date: '20 марта, 15:30',
      endTime: '17:00',
      capital: { key: 'moscow', zone: 'Europe/Moscow', offset: 'GMT+3' },
      localTime: '20 марта, 19:30',
      cityName: 'Новосибирск',
      registration: { kind: 'open', opensAt: null },
      timeline: 'open',
      // Written for every card: a signed-in visitor's registrations are laid over shared cards without formatting.
      pageOpensAt: '20 марта, 14:30',
      gamePage: null,
    });
    expect(plain(card.price)).toBe('899 ₽');
  });

  it('writes dates and prices in the language of the page', () => {
    const london = game({ timezone: 'Europe/London', capitalTimezone: 'Europe/London', cityId: 2, price: 10, currency: 'USD' });
    const en = toCatalogueCard(london, { locale: 'en', now: START - 86_400_000, cities });
    expect([en.date, en.endTime, en.localTime, en.price, en.capital.key]).toEqual(['20 March, 12:30', '14:00', null, '$10', 'london']);
    const fr = toCatalogueCard(london, { locale: 'fr', now: START - 86_400_000, cities });
    expect([fr.date, plain(fr.price), fr.capital.offset]).toEqual(['20 mars, 12:30', '10 $', 'UTC+0']);
    expect(toCatalogueCard(game({ price: 0 }), { locale: 'ru', now: START, cities }).price).toBeNull();
  });

  it('shows the opening date only while registration will open', () => {
    const opens = START - 86_400_000;
    const later = toCatalogueCard(game({ registrationOpensAt: new Date(opens) }), { locale: 'ru', now: opens - 1, cities });
    expect(later.registration).toEqual({ kind: 'opensLater', opensAt: '19 марта, 15:30' });
    expect(later.timeline).toBe('opensLater');
    const open = toCatalogueCard(game({ registrationOpensAt: new Date(opens) }), { locale: 'ru', now: opens, cities });
    expect(open.registration).toEqual({ kind: 'open', opensAt: null });
  });

  it('a started game’s stage by the fixed clock: first 15 minutes, until 60, then the final rounds; none after', () => {
    const minutes = (m: number) => START + m * 60_000;
    const stage = (now: number, overrides: Partial<CatalogueGame> = {}) => toCatalogueCard(game(overrides), { locale: 'ru', now, cities }).started;
    expect(stage(START - 1)).toBeNull();
    expect(stage(START)).toBe('justStarted');
    expect(stage(minutes(15) - 1)).toBe('justStarted');
    expect(stage(minutes(15))).toBe('underway');
    expect(stage(minutes(60))).toBe('finalRounds');
    expect(stage(minutes(90))).toBeNull();
    // A game over (finished early or cancelled) has no stage, whatever the clock says.
    expect(stage(minutes(30), { status: 'finished' })).toBeNull();
    expect(stage(minutes(5), { status: 'cancelled' })).toBeNull();
  });

  it('for a registered team: when the game page opens (1 hour before the start) and whether it is open', () => {
    const before = toCatalogueCard(game({ isRegistered: true }), { locale: 'ru', now: START - 60 * 60_000 - 1, cities });
    expect(before.gamePage).toEqual({ open: false, path: '/game' });
    expect(before.pageOpensAt).toBe('20 марта, 14:30');
    const at = toCatalogueCard(game({ isRegistered: true }), { locale: 'ru', now: START - 60 * 60_000, cities });
    expect(at.gamePage).toEqual({ open: true, path: '/game' });
    expect(at.timeline).toBe('registered');
  });

  it("leads a registered team to this game's own screen, not to whichever game is live", () => {
    const days = toCatalogueCard(game({ isRegistered: true, participantId: 42 }), { locale: 'ru', now: START - 2 * 86_400_000, cities });
    expect(days.gamePage).toEqual({ open: false, path: '/game/42' });
  });

  it('an unknown city reads as no city', () => {
    expect(toCatalogueCard(game({ cityId: 99 }), { locale: 'ru', now: START, cities }).cityName).toBeNull();
    expect(toCatalogueCard(game({ cityId: null }), { locale: 'ru', now: START, cities }).cityName).toBeNull();
  });
});

import type { CatalogueGame } from '../types';
import { gamePageOpensAt, hasStarted, isSoldOut, registrationText, timelineState } from './card-state';

const START = Date.parse('2025-03-20T16:30:00Z');
const OPENS = Date.parse('2025-03-06T16:30:00Z');

function game(overrides: Partial<CatalogueGame> = {}): CatalogueGame {
  return {
    id: 1,
    name: 'Классическая игра #107',
    description: null,
    image: null,
    type: 'classic',
    topic: null,
    status: 'registration',
    startsAt: new Date(START),
    endsAt: new Date(START + 90 * 60_000),
    timezone: 'Europe/Moscow',
    capitalTimezone: 'Europe/Moscow',
    registrationOpensAt: new Date(OPENS),
    registrationAllowed: true,
    price: 899,
    currency: 'RUB',
    cityId: 1,
    participantsCount: 10,
    maxParticipants: 30,
    isFewPlaces: false,
    language: 'ru',
    isRegistered: false,
    participantId: null,
    corporateLogos: [],
    ...overrides,
  };
}

describe('registration text', () => {
  it('says registration will open, with the date, until the opening instant', () => {
    expect(registrationText(game({ status: 'announced' }), OPENS - 1)).toEqual({ kind: 'opensLater', opensAt: new Date(OPENS) });
  });

  it('is under way from the opening instant itself (boundary) until the start', () => {
    expect(registrationText(game(), OPENS)).toEqual({ kind: 'open' });
    expect(registrationText(game(), START - 1)).toEqual({ kind: 'open' });
    expect(registrationText(game({ registrationOpensAt: null }), OPENS - 1)).toEqual({ kind: 'open' });
  });

  it('says few places left when the API says so and places remain', () => {
    expect(registrationText(game({ isFewPlaces: true, participantsCount: 29 }), OPENS + 1)).toEqual({ kind: 'fewPlaces' });
  });

  it('ends at the start instant (boundary), for a sold-out game (checked before few places) and when not allowed', () => {
    expect(registrationText(game(), START)).toEqual({ kind: 'ended' });
    expect(registrationText(game({ status: 'live' }), START - 60_000)).toEqual({ kind: 'ended' });
    expect(registrationText(game({ isFewPlaces: true, participantsCount: 30 }), OPENS + 1)).toEqual({ kind: 'ended' });
    // Closed registration arrives as status 'announced': decided by registrationAllowed, never by the status.
    expect(registrationText(game({ status: 'announced', registrationAllowed: false }), OPENS - 1)).toEqual({ kind: 'ended' });
    expect(registrationText(game({ status: 'cancelled' }), OPENS + 1)).toEqual({ kind: 'ended' });
  });
});

describe('timeline state', () => {
  it('opens later before the opening instant, open from it', () => {
    expect(timelineState(game({ status: 'announced' }), OPENS - 1)).toBe('opensLater');
    expect(timelineState(game(), OPENS)).toBe('open');
  });

  it('few places, sold out (even though isFewPlaces is also true) and closed', () => {
    expect(timelineState(game({ isFewPlaces: true, participantsCount: 26 }), OPENS + 1)).toBe('fewPlaces');
    expect(timelineState(game({ isFewPlaces: true, participantsCount: 30 }), OPENS + 1)).toBe('soldOut');
    expect(timelineState(game({ isFewPlaces: true, participantsCount: 31 }), OPENS + 1)).toBe('soldOut');
    expect(timelineState(game({ registrationAllowed: false, status: 'announced' }), OPENS + 1)).toBe('closed');
    expect(timelineState(game({ status: 'finished' }), START + 4 * 3600_000)).toBe('closed');
  });

  it('is in progress from the start instant (boundary) or when the engine says live', () => {
    expect(timelineState(game(), START - 1)).toBe('open');
    expect(timelineState(game(), START)).toBe('inProgress');
    expect(timelineState(game({ status: 'live', registrationAllowed: false }), START - 5 * 60_000)).toBe('inProgress');
    expect(timelineState(game({ participantsCount: 30 }), START + 1)).toBe('inProgress');
  });

  it("shows the player's own registration above every other state", () => {
    for (const now of [OPENS - 1, OPENS, START - 1, START, START + 60_000]) {
      expect(timelineState(game({ isRegistered: true, participantsCount: 30 }), now)).toBe('registered');
    }
  });
});

describe('helpers', () => {
  it('sold out needs a known capacity', () => {
    expect(isSoldOut({ participantsCount: 30, maxParticipants: 30 })).toBe(true);
    expect(isSoldOut({ participantsCount: 29, maxParticipants: 30 })).toBe(false);
    expect(isSoldOut({ participantsCount: 300, maxParticipants: null })).toBe(false);
  });

  it('a game has started at its start instant', () => {
    expect(hasStarted(game(), START - 1)).toBe(false);
    expect(hasStarted(game(), START)).toBe(true);
  });

  it('the game page opens one hour before the start', () => {
    expect(gamePageOpensAt(game()).toISOString()).toBe('2025-03-20T15:30:00.000Z');
  });
});

import { card, cardsPage } from '../testing/fixtures';
import { asRegistered, withRegistrations } from './registered-card';

// The fixtures' game starts at 2030-03-20T16:30Z; its page opens an hour before.
const PAGE_OPENS = Date.parse('2030-03-20T15:30:00Z');

describe('asRegistered', () => {
  it('gives the registered badge and this game’s own screen, open from an hour before the start', () => {
    const shared = card(5, { timeline: 'fewPlaces' });
    expect(asRegistered(shared, 42, PAGE_OPENS - 1)).toEqual({ ...shared, timeline: 'registered', gamePage: { open: false, path: '/game/42' } });
    expect(asRegistered(shared, 42, PAGE_OPENS).gamePage).toEqual({ open: true, path: '/game/42' });
    // The platform did not name the participation: the game screen of whatever is live.
    expect(asRegistered(shared, null, PAGE_OPENS).gamePage).toEqual({ open: true, path: '/game' });
  });
});

describe('withRegistrations', () => {
  it('lays the registrations over the shared pages only, keeping every other page and card as it was', () => {
    const shared = cardsPage([1, 2, 3], 5);
    const own = { ...cardsPage([4, 5], 5), shared: false };
    const pages = withRegistrations(
      [shared, own],
      [
        { id: 2, participantId: 7 },
        { id: 5, participantId: 8 },
      ],
      PAGE_OPENS - 1,
    );
    expect(pages[0]!.cards.map((c) => c.timeline)).toEqual(['open', 'registered', 'open']);
    expect(pages[0]!.cards[1]!.gamePage).toEqual({ open: false, path: '/game/7' });
    // Unchanged cards keep their objects (memoised cards do not render again), a page read with the session is untouched.
    expect(pages[0]!.cards[0]).toBe(shared.cards[0]);
    expect(pages[1]).toBe(own);
  });

  it('returns the same pages when there is nothing to lay over', () => {
    const pages = [cardsPage([1, 2], 2)];
    expect(withRegistrations(pages, [], 0)).toBe(pages);
    expect(withRegistrations(pages, [{ id: 9, participantId: null }], 0)[0]).toBe(pages[0]);
  });
});

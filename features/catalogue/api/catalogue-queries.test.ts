import { cardsPage, range } from '../testing/fixtures';
import { catalogueKeys, catalogueQueries } from './catalogue-queries';

const options = catalogueQueries.games(async () => cardsPage([], 0), 'ru', { type: 'family' });
const next = (pages: ReturnType<typeof cardsPage>[]) => options.getNextPageParam(pages.at(-1)!, pages, pages.length, []);

describe('catalogue query options', () => {
  it('keys pages by language and filters', () => {
    expect(options.queryKey).toEqual(['catalogue', 'games', 'ru', { type: 'family' }]);
    expect(catalogueKeys.gamesAll('en')).toEqual(['catalogue', 'games', 'en']);
  });

  it('asks for the next page while fewer games are loaded than the total', () => {
    expect(next([cardsPage(range(1, 12), 30)])).toBe(2);
    expect(next([cardsPage(range(1, 12), 30), cardsPage(range(13, 24), 30)])).toBe(3);
    expect(next([cardsPage(range(1, 12), 30), cardsPage(range(13, 24), 30), cardsPage(range(25, 30), 30)])).toBeUndefined();
    expect(next([cardsPage([], 0)])).toBeUndefined();
  });

  it('counts skipped games as loaded (the total includes them)', () => {
    expect(next([{ ...cardsPage(range(1, 10), 12), skipped: 2 }])).toBeUndefined();
  });

  it('with the total unknown, a full page suggests more and a short one ends the list', () => {
    expect(next([cardsPage(range(1, 12), -1)])).toBe(2);
    expect(next([cardsPage(range(1, 12), -1), cardsPage(range(13, 15), -1)])).toBeUndefined();
  });
});

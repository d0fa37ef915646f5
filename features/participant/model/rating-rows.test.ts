import type { NamedRatingRow } from '../types';
import { filterRating, ratingCities, ratingLines } from './rating-rows';

const cityIds: Record<string, number> = { Москва: 1, Казань: 2 };
const row = (id: number, scoresSum: number, place: number | null, city: string | null = 'Москва'): NamedRatingRow => ({
  id,
  name: `Команда ${id}`,
  city: city ? { id: cityIds[city]!, name: city } : null,
  scoresSum,
  scores: [scoresSum],
  place,
  playersOnline: 0,
});

describe('rating rows', () => {
  const rows = [row(1, 9, 1), row(2, 7, 2, 'Казань'), row(3, 7, 2), row(4, 3, 4, null)];

  it('clusters teams that share a total, headed by their places', () => {
    const lines = ratingLines(rows, true, true);
    expect(lines.filter((l) => l.kind === 'cluster')).toEqual([
      { kind: 'cluster', key: 'c9-1', from: 1, to: 1, points: 9, teams: 1 },
      { kind: 'cluster', key: 'c7-2', from: 2, to: 3, points: 7, teams: 2 },
      { kind: 'cluster', key: 'c3-4', from: 4, to: 4, points: 3, teams: 1 },
    ]);
    expect(lines).toHaveLength(7);
  });

  it('no clusters without the locale setting or before any scores', () => {
    expect(ratingLines(rows, false, true).every((l) => l.kind === 'team')).toBe(true);
    expect(ratingLines(rows, true, false).every((l) => l.kind === 'team')).toBe(true);
  });

  it('filters by city and team name; lists the cities', () => {
    expect(filterRating(rows, { cityId: 2, query: '' }).map((r) => r.id)).toEqual([2]);
    expect(filterRating(rows, { cityId: 1, query: ' команда 3' }).map((r) => r.id)).toEqual([3]);
    expect(ratingCities(rows)).toEqual([
      { id: 2, name: 'Казань' },
      { id: 1, name: 'Москва' },
    ]);
  });
});

import { toRating } from '../api/to-participant';
import { nameRating, ratingNeedsTeams } from './rating-names';

const teams = [
  { id: 1, name: 'Совы', city: { id: 2, name: 'Казань' } },
  { id: 2, name: 'Знатоки', city: null },
  { id: 3, name: 'Эрудиты', city: { id: 1, name: 'Москва' } },
];
const unnamed = (id: number) => `Команда № ${id}`;

describe('naming the rating', () => {
  it('names the spec’s list from the game’s teams, ordered by place then name; an unknown team by number', () => {
    const list = toRating({
      items: [
        { id: 1, scoresSum: 3, scores: [3] },
        { id: 4, scoresSum: 1, scores: [1] },
        { id: 3, scoresSum: 3, scores: [3] },
        { id: 2, scoresSum: 5, scores: [5] },
      ],
    });
    expect(ratingNeedsTeams(list)).toBe(true);
    const named = nameRating(list, teams, unnamed);
    expect(named.rows.map((row) => [row.place, row.name, row.city?.name ?? null])).toEqual([
      [1, 'Знатоки', null],
      [2, 'Совы', 'Казань'],
      [2, 'Эрудиты', 'Москва'],
      [4, 'Команда № 4', null],
    ]);
  });

  it('keeps the list’s own names, cities and order', () => {
    const list = toRating({
      items: [{ id: 3, name: 'Эрудиты (list)', city: null, scoresSum: 3, scores: [3], place: 1, playersOnline: 1 }],
      scoresShown: true,
      shownTours: 1,
      total: 1,
    });
    expect(ratingNeedsTeams(list)).toBe(false);
    expect(nameRating(list, teams, unnamed).rows).toEqual([
      { id: 3, name: 'Эрудиты (list)', city: null, scoresSum: 3, scores: [3], place: 1, playersOnline: 1 },
    ]);
  });
});

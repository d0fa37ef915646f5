import { toRating } from './to-participant';

describe('the rating from the list', () => {
  it('takes the list’s own names, places, presence and counts when it has them (order kept)', () => {
    const rating = toRating({
      items: [
        { id: 9, name: 'Совы', city: null, scoresSum: 4, scores: [4], place: 1, playersOnline: 0 },
        { id: 7, name: 'Эрудиты', city: { id: 1, name: 'Москва' }, scoresSum: 4, scores: [4], place: 1, playersOnline: 2 },
      ],
      scoresShown: true,
      shownTours: 1,
      total: 2,
    });
    expect(rating).toEqual({
      rows: [
        { id: 9, name: 'Совы', city: null, scoresSum: 4, scores: [4], place: 1, playersOnline: 0 },
        { id: 7, name: 'Эрудиты', city: { id: 1, name: 'Москва' }, scoresSum: 4, scores: [4], place: 1, playersOnline: 2 },
      ],
      scoresShown: true,
      shownTours: 1,
      total: 2,
    });
  });

  it('the spec’s list (id, scoresSum, scores): places by competition ranking, equal sums sharing one, best first', () => {
    const rating = toRating({
      items: [
        { id: 1, scoresSum: 2, scores: [1, 1] },
        { id: 2, scoresSum: 5, scores: [3, 2] },
        { id: 3, scoresSum: 2, scores: [2, 0] },
        { id: 4, scoresSum: 7, scores: [4, 3] },
      ],
    });
    expect(rating.rows.map((row) => [row.id, row.place])).toEqual([
      [4, 1],
      [2, 2],
      [1, 3],
      [3, 3],
    ]);
    expect(rating.rows.every((row) => row.name === null && row.city === null && row.playersOnline === null)).toBe(true);
    // The rounds the list reveals are the ones its scores have; every team is counted.
    expect(rating).toEqual(expect.objectContaining({ scoresShown: true, shownTours: 2, total: 4 }));
  });

  it('the spec’s list before any scores are shown: no rounds, no places', () => {
    const rating = toRating({
      items: [
        { id: 1, scoresSum: 0, scores: [] },
        { id: 2, scoresSum: 0, scores: [] },
      ],
    });
    expect(rating).toEqual(expect.objectContaining({ scoresShown: false, shownTours: 0, total: 2 }));
    expect(rating.rows.map((row) => row.place)).toEqual([null, null]);
  });
});

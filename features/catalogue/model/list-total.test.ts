import { listTotal } from './list-total';

const page = (count: number, cards: number) => ({ count, skipped: 0, shared: true, cards: Array.from({ length: cards }, () => ({}) as never) });

describe('listTotal', () => {
  it('is the API total when the reply said one, else the cards loaded', () => {
    expect(listTotal([page(49, 12), page(49, 12)])).toBe(49);
    expect(listTotal([page(-1, 12), page(-1, 5)])).toBe(17);
    expect(listTotal([page(0, 0)])).toBe(0);
    expect(listTotal(undefined)).toBe(0);
  });
});

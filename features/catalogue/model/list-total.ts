import type { CardsPage } from '../types';

/** The number of games the list stands for: the API's total when it said one, else the cards loaded so far. */
export function listTotal(pages: readonly CardsPage[] | undefined): number {
  const first = pages?.[0];
  if (first && first.count >= 0) return first.count;
  return pages?.reduce((sum, page) => sum + page.cards.length, 0) ?? 0;
}

import { queryOptions } from '@tanstack/react-query';
import type { PurchaseRef } from '../types';
import { loadCalls } from './load-calls';

/** Query keys of the shop, generic to specific; every write goes through these. */
export const promoShopKeys = {
  all: ['promo-shop'] as const,
  purchase: (id: number) => [...promoShopKeys.all, 'purchase', id] as const,
};

/** A purchase moves with its payment (read again on every visit; polled by its screen while undecided). */
export const promoShopQueries = {
  purchase: (ref: PurchaseRef) =>
    queryOptions({
      queryKey: promoShopKeys.purchase(ref.id),
      queryFn: async ({ signal }) => (await loadCalls()).fetchPurchase(ref, signal),
      staleTime: 0,
      // A refusal (not this browser's) or a bad request does not get better by asking again.
      retry: false,
    }),
};

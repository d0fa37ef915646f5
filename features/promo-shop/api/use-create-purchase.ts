'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoPurchaseRequest } from '@/contract/schemas/party';
import { keepPurchase } from '../model/storage';
import { loadCalls } from './load-calls';
import { promoShopKeys } from './promo-shop-queries';

/**
 * POST {party}/purchases: the purchase, unpaid; the price is the backend's. The purchase is remembered in this
 * browser at once (a guest's access token is given only in this reply), so a reload finds it again.
 */
export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PromoPurchaseRequest) => (await loadCalls()).createPurchase(body),
    onSuccess: ({ purchase, accessToken }) => {
      keepPurchase(purchase.id, accessToken);
      queryClient.setQueryData(promoShopKeys.purchase(purchase.id), purchase);
    },
  });
}

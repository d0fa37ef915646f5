'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseRef } from '../types';
import { loadCalls } from './load-calls';
import { promoShopKeys } from './promo-shop-queries';

/**
 * POST {party}/purchases/{id}/payment: the intent the widget is opened with. While one is open the backend answers
 * the same one, so a double press never makes a second invoice.
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ref: PurchaseRef) => (await loadCalls()).startPayment(ref),
    onSuccess: ({ purchase }) => queryClient.setQueryData(promoShopKeys.purchase(purchase.id), purchase),
  });
}

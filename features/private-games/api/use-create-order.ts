'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivateOrderRequest } from '@/contract/schemas/party';
import { createOrder } from './fetch-party';
import { partyApi } from './party-api';
import { partyKeys } from './party-queries';

/** POST {party}/orders: the order (priced by the backend); a big one becomes a request to the sales team. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PrivateOrderRequest; idempotencyKey: string }) => createOrder(partyApi, body, idempotencyKey),
    onSuccess: (order) => queryClient.setQueryData(partyKeys.order(order.id), order),
  });
}

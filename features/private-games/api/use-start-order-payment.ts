'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startOrderPayment } from './fetch-party';
import { partyApi } from './party-api';
import { partyKeys } from './party-queries';

/**
 * POST {party}/orders/{id}/payment: the intent the widget is opened with. While one is open the backend answers
 * the same, so a double press never makes a second invoice.
 */
export function useStartOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, idempotencyKey }: { orderId: number; idempotencyKey: string }) => startOrderPayment(partyApi, orderId, idempotencyKey),
    onSuccess: ({ order }) => queryClient.setQueryData(partyKeys.order(order.id), order),
  });
}

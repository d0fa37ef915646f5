'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppealRequest } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import { participantKeys } from './participant-queries';
import { postAppeal } from './post-appeal';

export interface AppealSend {
  resultId: number;
  request: AppealRequest;
  /** The form's key for this text: a retry of the same text reuses it, so the server files one appeal. */
  idempotencyKey: string;
}

/**
 * POST participants/{id}/results/{resultId}/appeal. Settles once the team's results were refetched, so the card
 * that replaces the form already carries the appeal.
 */
export function usePostAppeal(api: ApiClient, participantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resultId, request, idempotencyKey }: AppealSend) => postAppeal(api, participantId, resultId, request, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.results(participantId) }),
  });
}

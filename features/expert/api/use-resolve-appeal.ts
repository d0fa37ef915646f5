'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveAppealRequest } from '@/contract/schemas/expert';
import type { ApiClient } from '@/lib/api/create-api-client';
import { resolveAppeal } from './expert-api';
import { expertKeys } from './expert-queries';

/**
 * POST experts/games/{id}/appeals/{appealId}: accept or reject one appeal. The decided appeal replaces the cached
 * one and the list is re-read; on a refusal (409: another expert decided first) the appeal is re-read so the
 * panel shows that decision.
 */
export function useResolveAppeal(api: ApiClient, gameId: number, appealId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ResolveAppealRequest) => resolveAppeal(api, gameId, appealId, decision),
    onSuccess: (updated) => {
      queryClient.setQueryData(expertKeys.appeal(gameId, appealId), updated);
      void queryClient.invalidateQueries({ queryKey: expertKeys.appeals(gameId) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: expertKeys.appeal(gameId, appealId) }),
  });
}

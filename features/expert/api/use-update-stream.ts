'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import { updateStream } from './expert-api';
import { expertKeys } from './expert-queries';

/** PATCH experts/games/{id} {stream}: the stream address (null removes it); the saved game replaces the cached one. */
export function useUpdateStream(api: ApiClient, gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stream: string | null) => updateStream(api, gameId, stream),
    onSuccess: (game) => queryClient.setQueryData(expertKeys.details(gameId), game),
  });
}

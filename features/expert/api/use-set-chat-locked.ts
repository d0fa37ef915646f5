'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import { setChatLocked } from './expert-api';
import { expertKeys } from './expert-queries';

/** POST chats/GAME/{id}/lock or /unlock: resolves with whether the chat is locked now, which the cache takes. */
export function useSetChatLocked(api: ApiClient, gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locked: boolean) => setChatLocked(api, gameId, locked),
    onSuccess: (locked) => queryClient.setQueryData(expertKeys.chat(gameId), locked),
  });
}

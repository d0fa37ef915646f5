'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from './auth-queries';
import { deleteAvatar } from './avatar';
import { playerApi } from './player-api';

/** DELETE players/me/avatar: the header's user takes the reply (no avatar_url) at once. */
export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAvatar(playerApi),
    onSuccess: (user) => queryClient.setQueryData(authKeys.me(), user),
  });
}

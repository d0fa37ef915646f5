'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from './auth-queries';
import { uploadAvatar } from './avatar';
import { playerApi } from './player-api';

/** POST players/me/avatar: the header's user takes the reply (with the new avatar_url) at once. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(playerApi, file),
    onSuccess: (user) => queryClient.setQueryData(authKeys.me(), user),
  });
}

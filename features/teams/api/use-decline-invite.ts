'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declineInvite } from './fetch-teams';
import { teamsApi } from './teams-api';
import { teamKeys } from './team-keys';

/** POST invites/{token}/decline: no account needed to say no; declining again is answered the same. */
export function useDeclineInvite(token: string, viewer: number | 'anonymous') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineInvite(teamsApi, token),
    onSuccess: (view) => queryClient.setQueryData(teamKeys.invite(token, viewer), view),
    onError: () => queryClient.invalidateQueries({ queryKey: teamKeys.invite(token, viewer) }),
  });
}

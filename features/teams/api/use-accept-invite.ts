'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptInvite } from './fetch-teams';
import { teamsApi } from './teams-api';
import { teamKeys } from './team-keys';

/** POST invites/{token}/accept (signed in): the visitor joins the team; accepting again is answered the same. */
export function useAcceptInvite(token: string, viewer: number | 'anonymous') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvite(teamsApi, token),
    onSuccess: (view) => queryClient.setQueryData(teamKeys.invite(token, viewer), view),
    // Refused (revoked, expired, full in the meantime): the page shows the link's state as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: teamKeys.invite(token, viewer) }),
  });
}

'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationTeam } from '../types';
import { createInvite } from './fetch-teams';
import { teamsApi } from './teams-api';
import { teamKeys } from './team-keys';

/** POST registrations/{id}/invites: a new link for one person; it joins the team's list at once (its token only here). */
export function useCreateInvite(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createInvite(teamsApi, participantId),
    onSuccess: ({ token: _token, ...invite }) => {
      queryClient.setQueryData<RegistrationTeam>(teamKeys.team(participantId), (team) => (team ? { ...team, invites: [invite, ...team.invites] } : team));
      void queryClient.invalidateQueries({ queryKey: teamKeys.team(participantId) });
    },
  });
}

'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationTeam } from '../types';
import { revokeInvite } from './fetch-teams';
import { teamsApi } from './teams-api';
import { teamKeys } from './team-keys';

/** DELETE registrations/{id}/invites/{inviteId}: the captain (or the link's maker) takes a pending link back. */
export function useRevokeInvite(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: number) => revokeInvite(teamsApi, participantId, inviteId),
    onSuccess: (invite) => {
      queryClient.setQueryData<RegistrationTeam>(teamKeys.team(participantId), (team) =>
        team ? { ...team, invites: team.invites.map((i) => (i.id === invite.id ? invite : i)) } : team,
      );
    },
    // A refusal (already answered) means the list is behind: read it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(participantId) }),
  });
}

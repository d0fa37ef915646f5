'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeMember } from './fetch-teams';
import { teamsApi } from './teams-api';
import { teamKeys } from './team-keys';

/** DELETE registrations/{id}/members/{userId}: the captain removes a player before the game starts; the reply is the team. */
export function useRemoveMember(participantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeMember(teamsApi, participantId, userId),
    onSuccess: (team) => queryClient.setQueryData(teamKeys.team(participantId), team),
    onError: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(participantId) }),
  });
}

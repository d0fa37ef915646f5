'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamRequest } from '@/contract/schemas/registration';
import type { MyTeams } from '../types';
import { createTeam } from './fetch-registration';
import { registrationApi } from './registration-api';
import { registrationKeys } from './registration-queries';

/** POST players/me/teams: the new team joins the list at once; the limit is read again from the server. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamRequest) => createTeam(registrationApi, body),
    onSuccess: (team) => {
      queryClient.setQueryData<MyTeams>(registrationKeys.myTeams(), (mine) =>
        mine ? { ...mine, teams: [...mine.teams.filter((t) => t.id !== team.id), team].sort((a, b) => a.name.localeCompare(b.name)) } : mine,
      );
      void queryClient.invalidateQueries({ queryKey: registrationKeys.myTeams() });
    },
  });
}

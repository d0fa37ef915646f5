import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import { fetchInvite, fetchTeam } from './fetch-teams';
import { teamKeys } from './team-keys';

/** How often an open team panel reads its team again, so a teammate who accepts appears without a reload. */
export const TEAM_REFRESH_MS = 5_000;

export const teamQueries = {
  team: (api: ApiClient, participantId: number) =>
    queryOptions({ queryKey: teamKeys.team(participantId), queryFn: ({ signal }) => fetchTeam(api, participantId, signal), staleTime: 0 }),
  invite: (api: ApiClient, token: string, viewer: number | 'anonymous') =>
    queryOptions({ queryKey: teamKeys.invite(token, viewer), queryFn: ({ signal }) => fetchInvite(api, token, signal), staleTime: 0 }),
};

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import { fetchInvite, fetchTeam } from './fetch-teams';

/** How often an open team panel reads its team again, so a teammate who accepts appears without a reload. */
export const TEAM_REFRESH_MS = 5_000;

/** Query keys of teams and invitations, generic to specific; every invalidation goes through these. */
export const teamKeys = {
  all: ['teams'] as const,
  team: (participantId: number) => [...teamKeys.all, 'team', participantId] as const,
  invites: () => [...teamKeys.all, 'invite'] as const,
  /** An invite reads differently for each visitor: the viewer (or `anonymous`) is part of the key. */
  invite: (token: string, viewer: number | 'anonymous') => [...teamKeys.invites(), token, viewer] as const,
};

export const teamQueries = {
  team: (api: ApiClient, participantId: number) =>
    queryOptions({ queryKey: teamKeys.team(participantId), queryFn: ({ signal }) => fetchTeam(api, participantId, signal), staleTime: 0 }),
  invite: (api: ApiClient, token: string, viewer: number | 'anonymous') =>
    queryOptions({ queryKey: teamKeys.invite(token, viewer), queryFn: ({ signal }) => fetchInvite(api, token, signal), staleTime: 0 }),
};

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import { fetchMine } from './fetch-mine';
import { participantKeys } from './participant-queries';

/**
 * The player's participations (live first, then upcoming soonest first): the profile menu's current or next game.
 * Apart from the screen's queries (participant-queries.ts), which the game page loads at once.
 */
export const mineQuery = (api: ApiClient) =>
  queryOptions({ queryKey: participantKeys.mine(), queryFn: ({ signal }) => fetchMine(api, signal), staleTime: 60_000 });

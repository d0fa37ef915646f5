import type { QueryClient } from '@tanstack/react-query';
import { clearSession, writeSession } from '@/lib/session/session-cookies';
import { authKeys, authQueries } from '../api/auth-queries';
import { playerApi } from '../api/player-api';
import type { SessionTokens } from '../api/session-links';

/**
 * Spec "Auth": setting a token marks the user logged in and refreshes the user (GET players/me); a failed refresh
 * just unlocks (the header shows no user, nothing throws). `days`: 5 for a password login, 1 for OAuth.
 */
export async function sessionOpened(queryClient: QueryClient, tokens: SessionTokens, days?: number): Promise<void> {
  writeSession('player', tokens, days);
  await queryClient.cancelQueries({ queryKey: authKeys.all });
  // fetchQuery refreshes even a fresh cached user (the account may have changed); its failure is swallowed.
  await queryClient.fetchQuery({ ...authQueries.me(playerApi), staleTime: 0 }).catch(() => undefined);
}

/** Spec "Auth": a null token logs out and clears the user. */
export function sessionClosed(queryClient: QueryClient): void {
  clearSession('player');
  queryClient.removeQueries({ queryKey: authKeys.all });
}

'use client';
import { useQuery } from '@tanstack/react-query';
import { authKeys } from './auth-queries';
import { checkResetLink } from './accounts';
import { playerApi } from './player-api';

/**
 * Whether the reset link being opened still works (POST password/reset/check: a read, the token is not spent).
 * Asked once per link; `data` is 'valid' or 'invalid', and an `error` (server unreachable) leaves the decision to
 * the reset call itself.
 */
export function useResetLinkCheck(token: string, email: string) {
  return useQuery({
    queryKey: authKeys.resetLink(token, email),
    queryFn: () => checkResetLink(playerApi, token, email),
    staleTime: Infinity,
    gcTime: 0,
  });
}

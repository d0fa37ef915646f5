'use client';
import { useMutation } from '@tanstack/react-query';
import type { OAuthProvider } from '@/contract/schemas/accounts';
import { cookieLifetimes } from '@/lib/config/timings';
import { readUtm } from '@/lib/session/utm-cookies';
import { usePlayerSession } from '../session/use-player-session';
import { playerApi } from './player-api';
import { oauthLogin } from './session-links';

/** POST players/oauth/{provider}: the provider's code (with the return address and utm values) for a one-day session. */
export function useOAuthLogin() {
  const session = usePlayerSession();
  return useMutation({
    mutationFn: async ({ provider, code, returnTo }: { provider: OAuthProvider; code: string; returnTo: string }) =>
      session.opened(await oauthLogin(playerApi, provider, code, returnTo, readUtm()), cookieLifetimes.oauthDays),
  });
}

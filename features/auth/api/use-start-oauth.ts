'use client';
import { useMutation } from '@tanstack/react-query';
import type { OAuthProvider } from '@/contract/schemas/accounts';
import { beginOAuth } from '@/lib/session/oauth-state';
import { playerApi } from './player-api';
import { oauthLink } from './session-links';

/**
 * "Log in with VK / Google": a fresh state in the provider cookie, then GET players/oauth/{provider}/link for the
 * provider's address (`returnTo`: our page the provider sends the browser back to). Resolves with the address to
 * go to; a provider the platform has no app for is refused with 422 on `provider`.
 */
export function useStartOAuth() {
  return useMutation({
    mutationFn: ({ provider, returnTo }: { provider: OAuthProvider; returnTo: string }) => oauthLink(playerApi, provider, returnTo, beginOAuth(provider)),
  });
}

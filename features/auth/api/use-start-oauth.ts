'use client';
import { useMutation } from '@tanstack/react-query';
import type { OAuthProvider } from '@/contract/schemas/accounts';
import { beginOAuth } from '@/lib/session/oauth-state';
import { playerApi } from './player-api';
import { oauthLink } from './session-links';

/**
 * "Log in with VK / Google": a fresh state in the provider cookie, then GET players/oauth/{provider}/link for the
 * provider's address (`returnTo`: our page the provider sends the browser back to). Resolves with the address to
 * go to; a provider the platform has no app for is refused with 422 on `provider`. `returnPath`: the page to come
 * back to afterwards (kept in the provider cookie).
 */
export function useStartOAuth() {
  return useMutation({
    mutationFn: ({ provider, returnTo, returnPath }: { provider: OAuthProvider; returnTo: string; returnPath?: string }) =>
      oauthLink(playerApi, provider, returnTo, beginOAuth(provider, returnPath)),
  });
}

'use client';
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@/contract/schemas/auth';
import { getBrowserApi } from '@/lib/api/browser-api';
import { clearSession, writeSession } from '@/lib/session/session-cookies';
import { fetchExpert, loginExpert } from './expert';

/**
 * POST {iam}/auth/login into the expert session cookies (separate from the player's), then GET users/me with it:
 * a session that cannot read its own user is no session, so it is dropped and that failure is the hook's error.
 */
export function useExpertLogin() {
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const api = getBrowserApi('expert');
      writeSession('expert', await loginExpert(api, credentials));
      try {
        await fetchExpert(api);
      } catch (error) {
        clearSession('expert');
        throw error;
      }
    },
  });
}

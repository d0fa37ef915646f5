'use client';
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@/contract/schemas/auth';
import { usePlayerSession } from '../session/use-player-session';
import { loginPlayer } from './login';
import { playerApi } from './player-api';

/**
 * POST /login, then the session opens (5-day cookies, the user refetched, the server render refreshed). A refusal
 * is the hook's `error` (describeLoginFailure says where it shows).
 */
export function useLogin() {
  const session = usePlayerSession();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => session.opened(await loginPlayer(playerApi, credentials)),
  });
}

'use client';
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@/contract/schemas/accounts';
import { usePlayerSession } from '../session/use-player-session';
import { resetPassword } from './accounts';
import { loginPlayer } from './login';
import { playerApi } from './player-api';

/**
 * POST password/reset/, then POST /login with the new password (spec: "auto login"). Only the reset can fail the
 * call (its 422 is the hook's `error`); the password is changed either way, so a failed login resolves with
 * `loggedIn: false` and the login frame says to log in with it.
 */
export function useResetPassword() {
  const session = usePlayerSession();
  return useMutation({
    mutationFn: async (form: Required<PasswordResetRequest>): Promise<{ loggedIn: boolean }> => {
      await resetPassword(playerApi, form);
      try {
        await session.opened(await loginPlayer(playerApi, { email: form.email, password: form.password }));
        return { loggedIn: true };
      } catch {
        return { loggedIn: false };
      }
    },
  });
}

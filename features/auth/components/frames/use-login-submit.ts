'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { LoginRequest } from '@/contract/schemas/auth';
import { writeSession } from '@/lib/session/session-cookies';
import { authKeys, authQueries } from '../../api/auth-queries';
import { loginPlayer } from '../../api/login';
import { describeLoginFailure, type LoginAlert } from '../../api/login-failure';
import { playerApi } from '../../api/player-api';
import { useAuthModalActions } from '../../store/auth-modal-provider';

/** Marks a field error that came from the server (the text is shown as given, or as our e-mail prompt). */
export const SERVER_ERROR = 'server';
export const ENTER_EMAIL_ERROR = 'enter-email';

/**
 * Submits the login form: opens the session, refreshes the user and the server-rendered page, shows the logged-in
 * frame. Failures land under their field or in the alert; the typed values are never reset.
 */
export function useLoginSubmit(setError: UseFormSetError<LoginRequest>) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { frameChanged } = useAuthModalActions();
  const [alert, setAlert] = useState<LoginAlert | null>(null);

  const submit = async (values: LoginRequest) => {
    setAlert(null);
    try {
      const tokens = await loginPlayer(playerApi, values);
      writeSession('player', tokens);
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
      // The header's user query is disabled until the server sees the cookie; filling the cache shows the user now.
      void queryClient.prefetchQuery(authQueries.me(playerApi));
      frameChanged('logged-in');
      router.refresh();
    } catch (error) {
      const view = describeLoginFailure(error);
      setAlert(view.alert);
      let focus = true;
      for (const field of ['email', 'password'] as const) {
        const message = view.fields[field];
        if (!message) continue;
        setError(
          field,
          message.kind === 'server' ? { type: SERVER_ERROR, message: message.text } : { type: ENTER_EMAIL_ERROR },
          { shouldFocus: focus },
        );
        focus = false;
      }
    }
  };

  return { submit, alert };
}

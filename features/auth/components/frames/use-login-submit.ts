'use client';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { loginPlayer } from '../../api/login';
import { describeLoginFailure, type LoginFailureView } from '../../api/login-failure';
import { playerApi } from '../../api/player-api';
import type { LoginFormValues } from '../../forms/form-schemas';
import { usePlayerSession } from '../../session/use-player-session';
import { useAuthModalActions } from '../../store/auth-modal-provider';
import { applyFieldFailures } from '../form/form-errors';

/**
 * Submits the login form: opens the session (5-day cookies), refreshes the user and the server-rendered page,
 * shows the logged-in frame. Failures land under their field or in the alert; the typed values are never reset.
 */
export function useLoginSubmit(setError: UseFormSetError<LoginFormValues>) {
  const session = usePlayerSession();
  const { loggedIn } = useAuthModalActions();
  const [failure, setFailure] = useState<LoginFailureView | null>(null);

  const submit = async (values: LoginFormValues) => {
    setFailure(null);
    try {
      await session.opened(await loginPlayer(playerApi, values));
      loggedIn();
    } catch (error) {
      const view = describeLoginFailure(error);
      setFailure(view);
      applyFieldFailures(view, setError, ['email', 'password']);
    }
  };

  return { submit, failure };
}

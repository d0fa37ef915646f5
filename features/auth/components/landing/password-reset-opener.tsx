'use client';
import { useAuthModalActions } from '../../store/auth-modal-provider';
import { useRunOnce } from './use-run-once';

/** /password/reset/{auth}?email=: opens the auth modal on the new-password frame with the link's token and e-mail. */
export function PasswordResetOpener({ token, email }: { token: string; email: string }) {
  const { newPasswordRequested } = useAuthModalActions();
  useRunOnce(() => newPasswordRequested(token, email));
  return null;
}

'use client';
import { useMutation } from '@tanstack/react-query';
import { usePlayerSession } from '../session/use-player-session';
import { confirmEmail } from './session-links';

/** GET players/email/confirm/{code}: the one-time code becomes the session (it is spent: a write, not a read). */
export function useConfirmEmail() {
  const session = usePlayerSession();
  return useMutation({ mutationFn: async (code: string) => session.opened(await confirmEmail(code)) });
}

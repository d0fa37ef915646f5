'use client';
import { useMutation } from '@tanstack/react-query';
import { resendConfirmation } from './accounts';
import { playerApi } from './player-api';
import type { Site } from './site';

/** POST players/email/resend: a new confirmation letter (the previous link stops working). */
export function useResendConfirmation() {
  return useMutation({ mutationFn: ({ email, site }: { email: string; site: Site }) => resendConfirmation(playerApi, email, site) });
}

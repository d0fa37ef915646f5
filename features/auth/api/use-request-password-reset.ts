'use client';
import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset } from './accounts';
import { playerApi } from './player-api';
import type { Site } from './site';

/** POST password/email: the recovery letter (is_live, or is_party from the private-games pages). */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: ({ email, site }: { email: string; site: Site }) => requestPasswordReset(playerApi, email, site) });
}

'use client';
import { useMutation } from '@tanstack/react-query';
import { readUtm } from '@/lib/session/utm-cookies';
import { registerPlayer, type RegistrationForm } from './accounts';
import { playerApi } from './player-api';
import type { Site } from './site';

/**
 * POST /players with the campaign remembered from the landing and the site that asks (is_live, or is_party from
 * the private-games pages); resolves with the address the letter went to.
 */
export function useRegisterPlayer() {
  return useMutation({ mutationFn: ({ site, ...form }: RegistrationForm & { site: Site }) => registerPlayer(playerApi, form, readUtm(), site) });
}

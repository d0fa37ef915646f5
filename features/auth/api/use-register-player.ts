'use client';
import { useMutation } from '@tanstack/react-query';
import { readUtm } from '@/lib/session/utm-cookies';
import { registerPlayer, type RegistrationForm } from './accounts';
import { playerApi } from './player-api';

/** POST /players with the campaign remembered from the landing; resolves with the address the letter went to. */
export function useRegisterPlayer() {
  return useMutation({ mutationFn: (form: RegistrationForm) => registerPlayer(playerApi, form, readUtm()) });
}

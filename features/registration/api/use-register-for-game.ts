'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@/contract/schemas/registration';
import { registerForGame } from './fetch-registration';
import { registrationApi } from './registration-api';
import { registrationKeys } from './registration-queries';

/**
 * POST games/{id}/registrations with the flow's Idempotency-Key: a doubled press, a retried request or a reload
 * that sends it again registers once (the same key answers the first reply).
 */
export function useRegisterForGame(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RegisterRequest; idempotencyKey: string }) => registerForGame(registrationApi, gameId, body, idempotencyKey),
    onSuccess: ({ registration }) => {
      queryClient.setQueryData(registrationKeys.registration(registration.id), registration);
      // The game's places and `mine` moved; a new team may have been created with the registration.
      void queryClient.invalidateQueries({ queryKey: registrationKeys.game(gameId) });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.myTeams() });
    },
  });
}

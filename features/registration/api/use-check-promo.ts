'use client';
import { useMutation } from '@tanstack/react-query';
import { checkPromo } from './fetch-registration';
import { registrationApi } from './registration-api';

/**
 * GET check-promo?gameId&code&email, run when the visitor asks (a button, or before registering with a code that
 * was not checked yet): a mutation, so its pending and error states come from the hook like the other actions.
 */
export function useCheckPromo(gameId: number) {
  return useMutation({
    mutationFn: ({ code, email }: { code: string; email: string | null }) => checkPromo(registrationApi, { gameId, code, email }),
  });
}

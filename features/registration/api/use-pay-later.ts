'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationRef } from '../types';
import { payLater } from './fetch-registration';
import { registrationApi } from './registration-api';
import { registrationKeys } from './registration-queries';

/** POST registrations/{id}/pay-later (where the language allows it): the place is kept as DEFERRED until the start. */
export function usePayLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, idempotencyKey }: { ref: RegistrationRef; idempotencyKey: string }) => payLater(registrationApi, ref, idempotencyKey),
    onSuccess: (registration) => queryClient.setQueryData(registrationKeys.registration(registration.id), registration),
  });
}

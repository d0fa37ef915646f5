'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationRef } from '../types';
import { startPayment } from './fetch-registration';
import { registrationApi } from './registration-api';
import { registrationKeys } from './registration-queries';

/**
 * POST registrations/{id}/payment: the payment intent the widget is opened with. While an intent is open the
 * backend answers the same one, so a double press never makes a second invoice. `promo` changes or drops the code
 * first (absent: keep the registration's; a deferred registration's code is checked again by the backend).
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ref, promo, idempotencyKey }: { ref: RegistrationRef; promo?: string | null; idempotencyKey: string }) =>
      startPayment(registrationApi, ref, promo === undefined ? {} : { promo }, idempotencyKey),
    onSuccess: ({ registration }) => queryClient.setQueryData(registrationKeys.registration(registration.id), registration),
  });
}

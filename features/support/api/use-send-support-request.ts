'use client';
import { useMutation } from '@tanstack/react-query';
import { sendSupportRequest, type SupportRequestBody } from './send-support-request';
import { supportApi } from './support-api';

/** The support request: one write, nothing to invalidate (the desk's replies arrive by e-mail). */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SupportRequestBody; idempotencyKey: string }) => sendSupportRequest(supportApi, body, idempotencyKey),
  });
}

'use client';
import { useMutation } from '@tanstack/react-query';
import type { MechanicName } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import { pressMechanic } from './press-mechanic';

export interface MechanicPress {
  mechanic: MechanicName;
  /** TUTS: the place by the presses this screen has seen (their count + 1). */
  order: number;
  /** One key per press: a retry of a press whose reply was lost is the same press to the server. */
  idempotencyKey: string;
}

/** POST participants/{id}/mechanics: the team presses the buzzer; resolves with the ordered list of presses. */
export function usePressMechanic(api: ApiClient, participantId: number) {
  return useMutation({
    mutationFn: ({ mechanic, order, idempotencyKey }: MechanicPress) => pressMechanic(api, participantId, mechanic, order, idempotencyKey),
  });
}

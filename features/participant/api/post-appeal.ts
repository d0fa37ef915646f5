import { endpoints } from '@/contract/endpoints';
import { appealSchema, type AppealRequest } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { Appeal } from '../types';
import { toAppeal } from './to-participant';

/** POST participants/{id}/results/{resultId}/appeal (one per question, on a checked answer judged wrong). */
export async function postAppeal(api: ApiClient, participantId: number, resultId: number, request: AppealRequest, idempotencyKey: string): Promise<Appeal> {
  const reply = await api.request(endpoints.live.appeal(participantId, resultId), {
    schema: appealSchema,
    body: request,
    idempotencyKey,
  });
  return toAppeal(reply);
}

import { endpoints } from '@/contract/endpoints';
import { participantMechanicsReplySchema, type MechanicName } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { Reaction } from '../types';
import { sortReactions, toReaction } from './to-participant';

/** POST participants/{id}/mechanics: the team presses the buzzer; the server keeps the order. */
export async function pressMechanic(api: ApiClient, participantId: number, method: MechanicName, idempotencyKey: string): Promise<Reaction[]> {
  const reply = await api.request(endpoints.live.participantMechanics(participantId), {
    schema: participantMechanicsReplySchema,
    body: { method },
    idempotencyKey,
  });
  return sortReactions(reply.reactions.map(toReaction));
}

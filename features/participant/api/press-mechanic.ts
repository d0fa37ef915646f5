import { endpoints } from '@/contract/endpoints';
import { participantMechanicsReplySchema, type MechanicName, type ParticipantMechanicsRequest } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { Reaction } from '../types';
import { sortReactions, toReaction } from './to-participant';

/**
 * POST participants/{id}/mechanics: the team presses the buzzer. TUTS sends `order` (spec), the place by the presses
 * this screen has seen; the server keeps the real order.
 */
export async function pressMechanic(api: ApiClient, participantId: number, method: MechanicName, order: number, idempotencyKey: string): Promise<Reaction[]> {
  const body: ParticipantMechanicsRequest = { method, order };
  const reply = await api.request(endpoints.live.participantMechanics(participantId), {
    schema: participantMechanicsReplySchema,
    body,
    idempotencyKey,
  });
  return sortReactions(reply.reactions.map(toReaction));
}

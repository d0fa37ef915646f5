import { endpoints } from '@/contract/endpoints';
import { SOCKET_ID_HEADER } from '@/contract/headers';
import { storedSheetSchema, type PostResultsRequest } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { StoredSheet } from '../types';
import { toStoredSheet } from './to-participant';

export interface AnswersPost {
  tourNumber: number;
  /** `editedAt`: when the player made the edit (epoch ms on the server's clock). */
  answers: { questionNumber: number; text: string; confidence: boolean; editedAt: number }[];
  saving: boolean;
}

/**
 * POST participants/{id}/results. The key makes the post safe to repeat (the API client retries it on network
 * errors and 5xx); the socket id lets this screen recognise the ClientTyping echo of its own draft.
 */
export async function postAnswers(
  api: ApiClient,
  participantId: number,
  post: AnswersPost,
  idempotencyKey: string,
  { socketId, signal }: { socketId?: string; signal?: AbortSignal } = {},
): Promise<StoredSheet> {
  const body: PostResultsRequest = {
    ...post,
    answers: post.answers.map((answer) => ({ ...answer, editedAt: new Date(answer.editedAt).toISOString() })),
  };
  const reply = await api.request(endpoints.live.postResults(participantId), {
    schema: storedSheetSchema,
    body,
    idempotencyKey,
    signal,
    headers: socketId ? { [SOCKET_ID_HEADER]: socketId } : undefined,
  });
  return toStoredSheet(reply);
}

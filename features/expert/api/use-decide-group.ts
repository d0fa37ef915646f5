'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { AnswerGroup } from '../types';
import { decideGroup } from './expert-api';
import { expertKeys } from './expert-queries';

export interface GroupDecision {
  tourNumber: number;
  questionNumber: number;
  group: AnswerGroup;
  isCorrect: boolean;
}

/**
 * POST experts/games/{id}/answer-groups/decide: one decision for every team that wrote the same answer. Resolves
 * with the server's counts and when the reply came (a groups reply older than that cannot contradict it);
 * `onDecided` gets each accepted decision with the server's count of sheets left in the stack.
 */
export function useDecideGroup(api: ApiClient, gameId: number, onDecided: (decision: GroupDecision, stack: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tourNumber, questionNumber, group, isCorrect }: GroupDecision) => {
      const reply = await decideGroup(api, gameId, { tourNumber, questionNumber, key: group.key, isCorrect });
      return { ...reply, decidedAt: Date.now() };
    },
    // Every decision, also when the expert made another before this reply came (mutate's own callbacks are the
    // latest call's only).
    onSuccess: (reply, decision) => onDecided(decision, reply.totalSheetCountInStack),
    // Every question of the round, whatever the outcome: a decision can complete sheets, which changes the teams'
    // statuses everywhere, and a refusal means the groups moved under this expert.
    onSettled: (_reply, _error, { tourNumber }) => {
      void queryClient.invalidateQueries({ queryKey: expertKeys.groups(gameId, tourNumber) });
    },
  });
}

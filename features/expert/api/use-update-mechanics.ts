'use client';
import { useMutation } from '@tanstack/react-query';
import type { MechanicName } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import { updateMechanics } from './expert-api';

/**
 * PATCH experts/games/{id}/mechanics: with a mechanic, clears its reactions; with none (`null`), switches every
 * mechanic off. Resolves with the game state.
 */
export function useUpdateMechanics(api: ApiClient, gameId: number) {
  return useMutation({ mutationFn: (mechanic: MechanicName | null) => updateMechanics(api, gameId, mechanic ?? undefined) });
}

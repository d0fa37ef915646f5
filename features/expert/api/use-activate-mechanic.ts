'use client';
import { useMutation } from '@tanstack/react-query';
import type { MechanicName } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import { activateMechanic } from './expert-api';

/** POST experts/games/{id}/mechanics {method}: switches a mechanic on (its reactions cleared); resolves with the game state. */
export function useActivateMechanic(api: ApiClient, gameId: number) {
  return useMutation({ mutationFn: (mechanic: MechanicName) => activateMechanic(api, gameId, mechanic) });
}

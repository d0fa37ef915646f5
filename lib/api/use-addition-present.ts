'use client';
import { useSyncExternalStore } from 'react';
import { isAdditionAbsent, onAdditionDiscovered, type AdditionName } from './addition-discovery';

/** True until the addition is found absent on this page load (server render: true); re-renders when that happens. */
export function useAdditionPresent(name: AdditionName): boolean {
  return useSyncExternalStore(
    onAdditionDiscovered,
    () => !isAdditionAbsent(name),
    () => true,
  );
}

'use client';
import { createContext, useContext } from 'react';
import { useStore, type StoreApi } from 'zustand';

/**
 * The React side of a per-screen store, the same for every feature: the context its provider fills, a hook for the
 * store itself (for engines and effects that read it outside rendering) and a selector hook (a component re-renders
 * only when what it selects changes). Stores are created per provider, never at module level: under Next a
 * module-level store would be shared between requests.
 */
export function createStoreContext<State>(providerName: string) {
  const StoreContext = createContext<StoreApi<State> | null>(null);
  StoreContext.displayName = providerName;

  function useStoreApi(): StoreApi<State> {
    const store = useContext(StoreContext);
    if (!store) throw new Error(`${providerName} hooks need a <${providerName}> above them`);
    return store;
  }

  function useSelect<T>(selector: (state: State) => T): T {
    return useStore(useStoreApi(), selector);
  }

  return { StoreContext, useStoreApi, useSelect };
}

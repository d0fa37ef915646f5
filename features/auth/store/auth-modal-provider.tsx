'use client';
import { useContext, useState, type ReactNode } from 'react';
import { createStoreContext } from '@/lib/state/store-context';
import { createAuthModalStore, type AuthModalState, type AuthModalStoreState } from './auth-modal-store';

const { StoreContext: AuthModalStoreContext, useSelect: useAuthModalStore } = createStoreContext<AuthModalStoreState>('AuthModalProvider');

/**
 * Provides the auth modal store. Nestable: inside another provider it reuses the outer store, so the header can
 * bring its own provider today and a layout-level one (shared with other triggers) can be added above it later.
 */
export function AuthModalProvider({ children, initialState }: { children: ReactNode; initialState?: Partial<AuthModalState> }) {
  const outer = useContext(AuthModalStoreContext);
  const [own] = useState(() => (outer ? null : createAuthModalStore(initialState)));
  if (!own) return children;
  return <AuthModalStoreContext.Provider value={own}>{children}</AuthModalStoreContext.Provider>;
}

export const useIsAuthShown = () => useAuthModalStore((s) => s.isShowAuth);
export const useAuthFrame = () => useAuthModalStore((s) => s.activeFrame);
export const useAuthGameId = () => useAuthModalStore((s) => s.showGameId);
/** Stable object: safe in effect dependencies. */
export const useAuthModalActions = () => useAuthModalStore((s) => s.actions);
export const useAuthEmail = () => useAuthModalStore((s) => s.email);
export const useAuthNotice = () => useAuthModalStore((s) => s.notice);
export const useSentLetter = () => useAuthModalStore((s) => s.sentLetter);
export const useResetToken = () => useAuthModalStore((s) => s.resetToken);

'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { OAuthProvider } from '@/contract/schemas/accounts';

/** Deployment choices the auth modal needs, decided on the server (lib/env) and handed down by the header. */
export interface AuthOptions {
  /** Social sign-in buttons to offer, in order. */
  oauthProviders: readonly OAuthProvider[];
}

const AuthOptionsContext = createContext<AuthOptions>({ oauthProviders: [] });

export function AuthOptionsProvider({ options, children }: { options: AuthOptions; children: ReactNode }) {
  return <AuthOptionsContext.Provider value={options}>{children}</AuthOptionsContext.Provider>;
}

export const useAuthOptions = () => useContext(AuthOptionsContext);

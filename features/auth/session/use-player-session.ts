'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { SessionTokens } from '../api/session-links';
import { sessionClosed, sessionOpened } from './player-session';

/** Opening and closing the player session from a component: the cookies, the user query, the server render. */
export function usePlayerSession() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMemo(
    () => ({
      async opened(tokens: SessionTokens, days?: number) {
        await sessionOpened(queryClient, tokens, days);
        // Server components (the header's cookie check, personalised lists) render for the signed-in user now.
        router.refresh();
      },
      closed() {
        sessionClosed(queryClient);
        router.refresh();
      },
    }),
    [queryClient, router],
  );
}

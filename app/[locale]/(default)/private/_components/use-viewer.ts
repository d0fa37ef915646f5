'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { authQueries } from '@/features/auth/api/auth-queries';
import { playerApi } from '@/features/auth/api/player-api';
import { useAuthFrame, useAuthModalActions, useIsAuthShown } from '@/features/auth/store/auth-modal-provider';
import { isApiFailure } from '@/lib/api/api-failure';
import { readSessionToken } from '@/lib/session/session-cookies';

/**
 * The signed-in player for the private-games pages (the auth feature's `me` query): undefined while read, null for
 * nobody. `logIn` opens the header's auth modal; a login made from these pages closes it and renders the page again
 * (the server's parts, such as the visitor's private games, are read with the new session).
 */
export function usePrivateViewer() {
  const router = useRouter();
  const [hasSession] = useState(() => Boolean(readSessionToken('player')));
  const me = useQuery({ ...authQueries.me(playerApi), enabled: hasSession });
  const sessionGone = me.isError && isApiFailure(me.error) && me.error.status === 401;
  const user = sessionGone ? undefined : me.data;
  const viewer = user ? { id: user.id, name: user.name, email: user.email } : hasSession && me.isPending && !sessionGone ? undefined : null;

  const { authRequested, authClosed } = useAuthModalActions();
  const authShown = useIsAuthShown();
  const authFrame = useAuthFrame();
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const logIn = useCallback(() => {
    setAskedAt(Date.now());
    authRequested({});
  }, [authRequested]);

  const signedInSinceAsked = Boolean(user) && askedAt !== null && me.dataUpdatedAt > askedAt;
  useEffect(() => {
    if (!signedInSinceAsked) return;
    if (authShown || authFrame === 'logged-in') authClosed({});
    router.refresh();
  }, [signedInSinceAsked, authShown, authFrame, authClosed, router]);

  return { viewer, logIn };
}

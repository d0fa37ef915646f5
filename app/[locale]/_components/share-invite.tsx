'use client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { authQueries } from '@/features/auth/api/auth-queries';
import { playerApi } from '@/features/auth/api/player-api';
import { useAuthFrame, useAuthModalActions, useIsAuthShown } from '@/features/auth/store/auth-modal-provider';
import { forgetInviteAfterAuth, rememberInviteAfterAuth } from '@/features/teams/model/after-auth';
import { InviteScreen } from '@/features/teams/components/invite-screen';
import { isApiFailure } from '@/lib/api/api-failure';
import { readSessionToken } from '@/lib/session/session-cookies';
import { browserStorage } from '@/lib/state/browser-storage';

/**
 * `/share?invite=…` composed with the account (features do not know each other): the signed-in player from the auth
 * feature's `me` query; "log in or sign up" opens the header's auth modal on this page, so the invite stays in the
 * address, and is remembered for the e-mail confirmation page (MailAuthResume), which brings the visitor back here.
 */
export function ShareInvite({ token }: { token: string }) {
  const [hasSession] = useState(() => Boolean(readSessionToken('player')));
  // Disabled without a session, but still reads the cache: after a login in the auth modal the user is there.
  const me = useQuery({ ...authQueries.me(playerApi), enabled: hasSession });
  const sessionGone = me.isError && isApiFailure(me.error) && me.error.status === 401;
  const user = sessionGone ? undefined : me.data;
  const viewerId = user ? user.id : hasSession && me.isPending && !sessionGone ? undefined : null;

  const { authRequested, authClosed } = useAuthModalActions();
  const authShown = useIsAuthShown();
  const authFrame = useAuthFrame();
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const onLogIn = useCallback(() => {
    setAskedAt(Date.now());
    rememberInviteAfterAuth(browserStorage('local'), token, Date.now());
    authRequested({});
  }, [authRequested, token]);

  // Signed in since we asked: the auth modal gives way to the invite, now read with the session.
  useEffect(() => {
    if (!user) return;
    forgetInviteAfterAuth(browserStorage('local'));
    if (!authShown) return;
    const signedInSinceAsked = askedAt !== null && me.dataUpdatedAt > askedAt;
    if (signedInSinceAsked || authFrame === 'logged-in') authClosed({});
  }, [user, authShown, askedAt, me.dataUpdatedAt, authFrame, authClosed]);

  return <InviteScreen token={token} viewerId={viewerId} onLogIn={onLogIn} />;
}

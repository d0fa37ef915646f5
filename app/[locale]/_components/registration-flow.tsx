'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { authQueries } from '@/features/auth/api/auth-queries';
import { playerApi } from '@/features/auth/api/player-api';
import { useAuthFrame, useAuthModalActions, useIsAuthShown } from '@/features/auth/store/auth-modal-provider';
import { catalogueKeys } from '@/features/catalogue/api/catalogue-queries';
import { RegistrationModal } from '@/features/registration/components/registration-modal';
import { TeamInviteButton } from '@/features/teams/components/team-invite-button';
import { useOpenSupport } from '@/features/support/store/support-request-provider';
import type { Viewer } from '@/features/registration/types';
import type { SupportReason } from '@/contract/schemas/support';
import { isApiFailure } from '@/lib/api/api-failure';
import { readSessionToken } from '@/lib/session/session-cookies';

// A confirmed registration's team can invite at once (the game page offers it only from an hour before the start).
const teamInvite = (registrationId: number, className: string | undefined) => <TeamInviteButton participantId={registrationId} className={className} />;

/**
 * Registration composed with the account and the catalogue (features do not know each other): the signed-in player
 * from the auth feature's `me` query, the header's auth modal for a game (its `showGameId`), and the catalogue's
 * cards refreshed when a registration is confirmed; the success screen's "Invite to team" is the teams feature's. A
 * private game's page passes its invite token.
 */
export function RegistrationFlow({ gameId, invite = null, namesDocument = false }: { gameId: number; invite?: string | null; namesDocument?: boolean }) {
  const queryClient = useQueryClient();
  const [hasSession] = useState(() => Boolean(readSessionToken('player')));
  // Disabled without a session, but still reads the cache: after a login in the auth modal the user is there.
  const me = useQuery({ ...authQueries.me(playerApi), enabled: hasSession });
  const sessionGone = me.isError && isApiFailure(me.error) && me.error.status === 401;
  const user = sessionGone ? undefined : me.data;
  const viewer = useMemo<Viewer | null | undefined>(() => {
    if (user) return { id: user.id, name: user.name, email: user.email };
    return hasSession && me.isPending && !sessionGone ? undefined : null;
  }, [user, hasSession, me.isPending, sessionGone]);

  const { authRequested, authClosed } = useAuthModalActions();
  const authShown = useIsAuthShown();
  const authFrame = useAuthFrame();
  const [authAskedAt, setAuthAskedAt] = useState<number | null>(null);
  const onAuthRequired = useCallback(() => {
    setAuthAskedAt(Date.now());
    authRequested({ gameId });
  }, [authRequested, gameId]);

  // Signed in for this game (a login or sign-up after we asked, or a confirmed e-mail that brought the visitor
  // back here): the auth modal's "you are logged in" gives way to the registration, which resumes where it was.
  useEffect(() => {
    if (!authShown || !user) return;
    const signedInSinceAsked = authAskedAt !== null && me.dataUpdatedAt > authAskedAt;
    if (signedInSinceAsked || authFrame === 'logged-in') authClosed({});
  }, [authShown, user, authAskedAt, me.dataUpdatedAt, authFrame, authClosed]);

  // A confirmed registration: the cards below show the registered state (the list is read again with the session).
  const onConfirmed = useCallback(() => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all }), [queryClient]);

  // The payment's outcome screens open the page's support request with the reason they tell.
  const openSupport = useOpenSupport();
  const onSupport = useCallback((reason: SupportReason) => openSupport({ reason }), [openSupport]);

  return (
    <RegistrationModal
      gameId={gameId}
      invite={invite}
      viewer={viewer}
      viewerSince={me.dataUpdatedAt}
      onAuthRequired={onAuthRequired}
      onConfirmed={onConfirmed}
      onSupport={onSupport}
      teamInvite={teamInvite}
      namesDocument={namesDocument}
    />
  );
}

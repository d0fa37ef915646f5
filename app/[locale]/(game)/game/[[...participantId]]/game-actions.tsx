'use client';
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { GameDocumentLinks } from '@/features/participant/components/header/faq-modal';
import { GameHeaderActions } from '@/features/participant/components/header/game-header-actions';
import { useParticipant } from '@/features/participant/store';
import { teamKeys } from '@/features/teams/api/team-keys';

// The team's invite dialog (its queries, mutations and forms) loads on the first "Invite to team".
const TeamDialog = dynamic(() => import('@/features/teams/components/team-dialog').then((m) => m.TeamDialog), { ssr: false });

/**
 * The game page's header actions composed with teams (features do not know each other): "Invite to team" in the
 * header and the game menu opens the team's invite dialog for this registration. The participant screen hears the
 * team's membership change on its channel (TeammateJoined / TeammateLeft with a `change`); here that becomes a
 * fresh read of the team, so an open panel shows a new member at once, without polling.
 */
export function GameActions({ participantId, shareUrl, documents }: { participantId: number; shareUrl: string; documents: GameDocumentLinks }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const membershipVersion = useParticipant((s) => s.membershipVersion);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (membershipVersion > 0) void queryClient.invalidateQueries({ queryKey: teamKeys.team(participantId) });
  }, [membershipVersion, participantId, queryClient]);
  return (
    <>
      <GameHeaderActions
        documents={documents}
        onInvite={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened ? <TeamDialog participantId={participantId} shareUrl={shareUrl} open={open} onOpenChange={setOpen} live /> : null}
    </>
  );
}

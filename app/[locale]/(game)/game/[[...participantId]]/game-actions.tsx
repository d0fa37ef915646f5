'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { GameHeaderActions } from '@/features/participant/components/header/game-header-actions';

// The team's invite dialog (its queries, mutations and forms) loads on the first "Invite to team".
const TeamDialog = dynamic(() => import('@/features/teams/components/team-dialog').then((m) => m.TeamDialog), { ssr: false });

/**
 * The game page's header actions composed with teams (features do not know each other): "Invite to team" in the
 * header and the game menu opens the team's invite dialog for this registration.
 */
export function GameActions({ participantId, shareUrl }: { participantId: number; shareUrl: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <GameHeaderActions
        onInvite={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened ? <TeamDialog participantId={participantId} shareUrl={shareUrl} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { TeamPanel } from './team-panel';

/** "Invite to team" (game page header and menu, a registered game): the team's panel in the shell's modal. */
export function TeamDialog(props: { participantId: number; shareUrl: string; open: boolean; onOpenChange: (open: boolean) => void; live?: boolean }) {
  const t = useTranslations('teams.panel');
  return (
    // Never the page's own modal (it opens over the game page or the registration's): closing it keeps the address.
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={t('title')} maxWidth={560} resetsAddress={false}>
      {props.open ? <TeamPanel participantId={props.participantId} shareUrl={props.shareUrl} live={props.live} /> : null}
    </Modal>
  );
}

'use client';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { LazyMessages } from '@/lib/i18n/lazy-messages';
import { homeOf } from '@/lib/routing/modal-close-address';
import type { Locale } from '@/lib/i18n/routing';

// The team's dialog (its queries, mutations and forms) loads on the first click.
const TeamDialog = dynamic(() => import('./team-dialog').then((m) => m.TeamDialog), { ssr: false });

/**
 * "Invite to team" for a registration outside the game page (the registration's success screen): the team's
 * panel in a dialog, with invite links to this site's share page in the page's language.
 */
export function TeamInviteButton(props: { participantId: number; className?: string }) {
  // Pages outside the game and share areas do not carry the `teams` messages: they load with the button.
  return (
    <LazyMessages namespace="teams">
      <InviteButton {...props} />
    </LazyMessages>
  );
}

function InviteButton({ participantId, className }: { participantId: number; className?: string }) {
  const t = useTranslations('teams.panel');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setShareUrl(`${window.location.origin}${homeOf(locale).replace(/\/$/, '')}/share`);
          setOpen(true);
        }}
      >
        {t('title')}
      </button>
      {shareUrl ? <TeamDialog participantId={participantId} shareUrl={shareUrl} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

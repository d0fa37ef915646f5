'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';

/** Longest wait setTimeout takes; a later opening is re-armed when this one fires. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * The game page link of the visitor's team, from 1 hour before the start (spec: stream and game page open then).
 * Before that, when it opens, in the visitor's own clock; the link appears at that moment without a reload.
 */
export function GamePageLink({ participantId, opensAt }: { participantId: number; opensAt: number }) {
  const t = useTranslations('privateGames.gamePage');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = opensAt - Date.now();
      setOpen(left <= 0);
      if (left > 0) timer = setTimeout(check, Math.min(left, MAX_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [opensAt]);
  if (open) return <a href={switchLocalePath(`/game/${participantId}`, locale)}>{t('link')}</a>;
  const when = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(opensAt);
  // Before hydration the time is not known yet to be past: the opening moment is shown (in the browser's zone once hydrated).
  return <p>{t('opens', { date: when })}</p>;
}

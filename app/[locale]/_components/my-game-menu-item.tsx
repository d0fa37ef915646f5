'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import styles from '@/features/auth/components/account-menu.module.css';
import { participantBrowserApi } from '@/features/participant/api/browser-participant-api';
import { mineQuery } from '@/features/participant/api/mine-query';
import type { MyParticipation } from '@/features/participant/types';
import { Link } from '@/lib/i18n/navigation';

/** The game the menu offers: the live one, else the soonest upcoming one the team still plays. */
export function currentOrNextGame(items: readonly MyParticipation[]): MyParticipation | null {
  const live = items.find((item) => item.isLive && item.status !== 'CANCELLED');
  if (live) return live;
  const upcoming = items.filter((item) => !item.isLive && !item.isFinished && item.status !== 'CANCELLED').sort((a, b) => a.startsAt - b.startsAt);
  return upcoming[0] ?? null;
}

/**
 * The profile menu's "current or next game" (spec: the avatar menu offers it), composed here because the menu is the
 * auth feature's and the participations the participant feature's. Read when the menu opens; nothing when the
 * player has no game (or the read fails): the menu never waits for it.
 */
export function MyGameMenuItem() {
  const t = useTranslations('auth.account');
  const locale = useLocale();
  const { data } = useQuery(mineQuery(participantBrowserApi));
  const game = data ? currentOrNextGame(data) : null;
  if (!game) return null;
  const when = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(game.startsAt);
  return (
    <DropdownMenu.Item asChild className={styles.item}>
      <Link href={`/game/${game.id}`} dir="auto">
        {game.isLive ? t('currentGame', { game: game.gameName }) : t('nextGame', { game: game.gameName, when })}
      </Link>
    </DropdownMenu.Item>
  );
}

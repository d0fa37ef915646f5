'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LiveAnnouncer as Regions } from '@/components/status/live-announcer';
import { useParticipant } from '../../store';

/**
 * The game screen's live regions: every realtime change a player must notice is read out without moving focus
 * (polite for the game's progress; assertive only for a lost connection).
 */
export function LiveAnnouncer() {
  const t = useTranslations('participant.announce');
  const announcement = useParticipant((s) => s.announcement);
  const text = announcement ? t(announcement.key, announcement.values) : '';
  const spoken = useMemo(() => (announcement ? { id: announcement.id, text, politeness: announcement.politeness } : null), [announcement, text]);
  return <Regions announcement={spoken} />;
}

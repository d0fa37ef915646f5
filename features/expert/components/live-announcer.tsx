'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LiveAnnouncer as Regions } from '@/components/status/live-announcer';
import { useExpert } from '../store';

/** The console's live regions: results of controls, new sheets and appeals, chat and buzzer changes. */
export function LiveAnnouncer() {
  const t = useTranslations('expertConsole.announce');
  const announcement = useExpert((s) => s.announcement);
  const text = announcement ? t(announcement.key, announcement.values) : '';
  const spoken = useMemo(() => (announcement ? { id: announcement.id, text, politeness: announcement.politeness } : null), [announcement, text]);
  return <Regions announcement={spoken} />;
}

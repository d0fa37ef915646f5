'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LiveAnnouncer as Regions } from '@/components/status/live-announcer';
import { useFormatCount } from '@/lib/i18n/use-format-count';
import { useExpert } from '../store';

/** The console's live regions: results of controls, new sheets and appeals, chat and buzzer changes. */
export function LiveAnnouncer() {
  const t = useTranslations('expertConsole.announce');
  const formatCount = useFormatCount();
  const announcement = useExpert((s) => s.announcement);
  // A count is recorded as a number (it chooses the plural) and spoken as the language writes it ({countText}).
  const count = announcement?.values?.count;
  const text = announcement
    ? t(announcement.key, typeof count === 'number' ? { ...announcement.values, countText: formatCount(count) } : announcement.values)
    : '';
  const spoken = useMemo(() => (announcement ? { id: announcement.id, text, politeness: announcement.politeness } : null), [announcement, text]);
  return <Regions announcement={spoken} />;
}

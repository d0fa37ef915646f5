'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useExpert } from '../store';

const KEEP_MS = 7000;

interface Spoken {
  id: number;
  text: string;
  politeness: 'polite' | 'assertive';
}

/**
 * The console's live regions: results of controls, new sheets and appeals, chat and buzzer changes are read out
 * without moving focus. Appended, not replaced, so two at once are both read.
 */
export function LiveAnnouncer() {
  const t = useTranslations('expertConsole.announce');
  const announcement = useExpert((s) => s.announcement);
  const [spoken, setSpoken] = useState<Spoken[]>([]);
  const text = announcement ? t(announcement.key, announcement.values) : '';
  const [timers] = useState(() => new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!announcement) return;
    const item = { id: announcement.id, text, politeness: announcement.politeness };
    // An external change (the store) becomes DOM content: this is the effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSpoken((list) => (list.some((s) => s.id === item.id) ? list : [...list, item]));
    const timer = setTimeout(() => {
      timers.delete(timer);
      setSpoken((list) => list.filter((s) => s.id !== item.id));
    }, KEEP_MS);
    timers.add(timer);
  }, [announcement, text, timers]);
  useEffect(() => () => timers.forEach(clearTimeout), [timers]);

  const region = (politeness: Spoken['politeness']) =>
    spoken.filter((s) => s.politeness === politeness).map((s) => <p key={s.id}>{s.text}</p>);
  return (
    <>
      <div role="status" aria-live="polite" aria-relevant="additions" className="visually-hidden" data-testid="announce-polite">
        {region('polite')}
      </div>
      <div role="alert" aria-live="assertive" aria-relevant="additions" className="visually-hidden" data-testid="announce-assertive">
        {region('assertive')}
      </div>
    </>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useParticipant } from '../../store';

/** How long an announcement stays in the region (long enough to be read, short enough not to pile up). */
const KEEP_MS = 7000;

interface Spoken {
  id: number;
  text: string;
  politeness: 'polite' | 'assertive';
}

/**
 * The screen's live regions: every realtime change a player must notice is read out without moving focus.
 * Polite for the game's progress; assertive only for a lost connection. Announcements are appended, not
 * replaced, so two that arrive together (an approved appeal and the new rating) are both read.
 */
export function LiveAnnouncer() {
  const t = useTranslations('participant.announce');
  const announcement = useParticipant((s) => s.announcement);
  const [spoken, setSpoken] = useState<Spoken[]>([]);
  const text = announcement ? t(announcement.key, announcement.values) : '';
  const [timers] = useState(() => new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!announcement) return;
    const item = { id: announcement.id, text, politeness: announcement.politeness };
    // An external change (the store) becomes DOM content: this is the effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSpoken((list) => (list.some((s) => s.id === item.id) ? list : [...list, item]));
    // Each announcement leaves on its own schedule; a newer one does not cancel it.
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

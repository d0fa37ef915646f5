'use client';
import { useEffect, useState } from 'react';

/** How long an announcement stays in the region (long enough to be read, short enough not to pile up). */
const KEEP_MS = 7000;

export interface Announcement {
  /** A new id is a new announcement, even when its text repeats an earlier one. */
  id: number;
  text: string;
  politeness: 'polite' | 'assertive';
}

/**
 * Live regions for a screen's realtime changes: read out without moving focus. Polite for progress; assertive for
 * what must interrupt (a lost connection). Announcements are appended, not replaced, so two that arrive together
 * are both read; each leaves the region on its own schedule.
 */
export function LiveAnnouncer({ announcement }: { announcement: Announcement | null }) {
  const [spoken, setSpoken] = useState<Announcement[]>([]);
  const [timers] = useState(() => new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!announcement) return;
    const item = announcement;
    // An external change (the screen's store) becomes DOM content: this is the effect's job.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSpoken((list) => (list.some((s) => s.id === item.id) ? list : [...list, item]));
    const timer = setTimeout(() => {
      timers.delete(timer);
      setSpoken((list) => list.filter((s) => s.id !== item.id));
    }, KEEP_MS);
    timers.add(timer);
  }, [announcement, timers]);
  useEffect(() => () => timers.forEach(clearTimeout), [timers]);

  const region = (politeness: Announcement['politeness']) => spoken.filter((s) => s.politeness === politeness).map((s) => <p key={s.id}>{s.text}</p>);
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

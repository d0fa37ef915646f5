'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { nextPhaseChange, startedGamePhase } from '@/lib/scheduling/started-game-phase';
import styles from './status.module.css';

/**
 * The started-game helpers on the game page (spec section 9, 15 and 60 minutes after the start): in the first
 * 15 minutes a call to bring in teammates who have not joined, from 60 minutes on that these are the final rounds
 * and where the results will appear; nothing in between or once the game is over. The clock is the browser's, read
 * after hydration (the server's render and the first client render agree: nothing), then at each boundary.
 */
export function StartedHelper({ startsAt, finished }: { startsAt: number; finished: boolean }) {
  const t = useTranslations('participant.status.started');
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    // First read right after hydration, then at each boundary. Capped: a timer beyond about 24.8 days overflows.
    const current = now ?? Date.now();
    const next = now === null ? current : nextPhaseChange(startsAt, current);
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - current + (now === null ? 0 : 50), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [startsAt, now]);

  const phase = now === null || finished ? null : startedGamePhase(startsAt, now);
  if (phase === null || phase === 'underway') return null;
  return (
    <p className={styles.helper} data-testid="started-helper" data-phase={phase}>
      {t(phase)}
    </p>
  );
}

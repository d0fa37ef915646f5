'use client';
import { useFormatter, useTranslations, type DateTimeFormatOptions } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from './states.module.css';

/**
 * The start and opening times: with their zone named (the site's clock is one zone for every visitor, so "22:30"
 * alone would read as local time in London or Paris), and without a leading zero where the clock has 12 hours.
 */
const clockTime: DateTimeFormatOptions = { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

const parts = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { days: Math.floor(total / 86400), hours: Math.floor((total % 86400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
};

/** How often the page asks again while the server has not opened it yet (its answer was lost, or the clocks differ). */
const RETRY_MS = 10_000;

/**
 * Counts down to the moment the game page (and stream) opens, 1 hour before the start, then renders the page
 * again so the screen opens by itself. The visible clock ticks every second; screen readers get the minute, and
 * are told when the page opens (the screen that replaces this one has no news of its own to announce).
 */
export function OpensCountdown({ opensAt, startsAt, serverNow }: { opensAt: number; startsAt: number; serverNow: number }) {
  const t = useTranslations('participant.countdown');
  const format = useFormatter();
  const router = useRouter();
  // The server's clock decides (the browser's may be off); offset measured once, at hydration.
  const [offset] = useState(() => serverNow - Date.now());
  const [left, setLeft] = useState(opensAt - serverNow);

  useEffect(() => {
    let askedAt = -Infinity;
    const timer = setInterval(() => {
      const now = Date.now();
      const remaining = opensAt - (now + offset);
      setLeft(remaining);
      // Until the game screen replaces this one; a second ask only if the first brought the countdown back.
      if (remaining <= 0 && now - askedAt >= RETRY_MS) {
        askedAt = now;
        router.refresh();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [offset, opensAt, router]);

  const p = parts(left);
  // Read out to the minute, rounded up: the last minute is "1 min", never "0 h 0 min".
  const spoken = parts(Math.ceil(Math.max(0, left) / 60_000) * 60_000);
  return (
    <div className={styles.countdown}>
      <p>{t('startsAt', { date: format.dateTime(new Date(startsAt), clockTime) })}</p>
      <p className={styles.clock} aria-hidden="true" data-testid="countdown">
        {p.days > 0 ? `${t('days', { count: p.days })} ` : ''}
        {`${String(p.hours).padStart(2, '0')}:${String(p.minutes).padStart(2, '0')}:${String(p.seconds).padStart(2, '0')}`}
      </p>
      <p className="visually-hidden">{t('opensIn', { days: spoken.days, hours: spoken.hours, minutes: spoken.minutes })}</p>
      <p role="status" className={left <= 0 ? styles.muted : 'visually-hidden'}>
        {left <= 0 ? t('opening') : ''}
      </p>
      <p className={styles.muted}>{t('opensAt', { date: format.dateTime(new Date(opensAt), clockTime) })}</p>
    </div>
  );
}

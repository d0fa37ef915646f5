'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from './states.module.css';

const parts = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { days: Math.floor(total / 86400), hours: Math.floor((total % 86400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
};

/**
 * Counts down to the moment the game page (and stream) opens, 1 hour before the start, then renders the page
 * again so the screen opens by itself. The visible clock ticks every second; screen readers get the minute.
 */
export function OpensCountdown({ opensAt, startsAt, serverNow }: { opensAt: number; startsAt: number; serverNow: number }) {
  const t = useTranslations('participant.countdown');
  const format = useFormatter();
  const router = useRouter();
  // The server's clock decides (the browser's may be off); offset measured once, at hydration.
  const [offset] = useState(() => serverNow - Date.now());
  const [left, setLeft] = useState(opensAt - serverNow);

  useEffect(() => {
    const timer = setInterval(() => {
      const remaining = opensAt - (Date.now() + offset);
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        router.refresh();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [offset, opensAt, router]);

  const p = parts(left);
  return (
    <div className={styles.countdown}>
      <p>{t('startsAt', { date: format.dateTime(new Date(startsAt), { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }) })}</p>
      <p className={styles.clock} aria-hidden="true" data-testid="countdown">
        {p.days > 0 ? `${t('days', { count: p.days })} ` : ''}
        {`${String(p.hours).padStart(2, '0')}:${String(p.minutes).padStart(2, '0')}:${String(p.seconds).padStart(2, '0')}`}
      </p>
      <p className="visually-hidden">{t('opensIn', { days: p.days, hours: p.hours, minutes: p.minutes })}</p>
      <p className={styles.muted}>{t('opensAt', { date: format.dateTime(new Date(opensAt), { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'long' }) })}</p>
    </div>
  );
}

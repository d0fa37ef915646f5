'use client';
import { useTranslations } from 'next-intl';
import { useFormatCount } from '@/lib/i18n/use-format-count';
import { useExpert } from '../store';
import styles from './console.module.css';

/** Teams online, sheets waiting in the stack, sheets received this round: updated live from game-expert.{id}. */
export function LiveFigures() {
  const t = useTranslations('expertConsole.figures');
  const formatCount = useFormatCount();
  const participants = useExpert((s) => s.connectedParticipants);
  const stack = useExpert((s) => s.sheetsCount);
  const inTour = useExpert((s) => s.sheetsCountInTour);
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{t('participants')}</dt>
        <dd data-testid="figure-participants">{formatCount(participants)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('stack')}</dt>
        <dd data-testid="figure-stack">{formatCount(stack)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('inTour')}</dt>
        <dd data-testid="figure-in-tour">{formatCount(inTour)}</dd>
      </div>
    </dl>
  );
}

/** "Round 2 of 7 · answers open", "Between rounds · 2 of 7 played", "The game is over". */
export function RoundStatus() {
  const t = useTranslations('expertConsole.round');
  const tour = useExpert((s) => s.currentTour);
  const open = useExpert((s) => s.canPlayersAnswer);
  const total = useExpert((s) => s.numberOfTours);
  const closed = useExpert((s) => s.lastClosedTour);
  const finished = useExpert((s) => s.isFinished);
  const text = finished ? t('finished') : tour === null ? t('between', { played: closed, total }) : t(open ? 'open' : 'started', { tour, total });
  return (
    <p className={styles.status} data-testid="round-status">
      {text}
    </p>
  );
}

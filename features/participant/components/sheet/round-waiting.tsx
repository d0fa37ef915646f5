'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
import { useParticipant } from '../../store';
import { cardOf, useResultCards, useScreen } from '../use-screen';
import styles from './answer-sheet.module.css';

/**
 * Between rounds, after the team sent its sheet, or while a closed round is being collected. `focusHandoverRef` is
 * set when the card replaces a sheet that had the focus: its heading takes it (and is read out), unless the
 * player has already moved on.
 */
export function RoundWaiting({ focusHandoverRef }: { focusHandoverRef?: RefObject<boolean> }) {
  const t = useTranslations('participant.sheet');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHandoverRef?.current) return;
    focusHandoverRef.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) heading.current?.focus();
  }, [focusHandoverRef]);
  const tour = useParticipant((s) => s.currentTour);
  const isAnswered = useParticipant((s) => s.isAnswered);
  const lastClosed = useParticipant((s) => s.lastClosedTour);
  const collect = useParticipant((s) => s.collect);
  const plays = useParticipant((s) => s.status === 'READY' || s.status === 'PLAYED');
  const tours = useScreen((screen) => screen.numberOfTours);
  const cards = useResultCards().data;

  let title: string;
  let detail: string | null = null;
  if (tour !== null && isAnswered) {
    title = t('sent', { tour });
    const card = cardOf(cards, tour);
    detail = card ? t('sentCount', { count: card.answers.filter((a) => a.text.trim() !== '').length }) : null;
  } else if (tour !== null) title = t('starting', { tour });
  else if (lastClosed >= tours) title = t('allPlayed');
  else title = t('waiting', { tour: lastClosed + 1 });

  // The collection's own state lives in this page only; after a reload the server's sheet of the last round tells
  // the same ("received"), so the screen reads the same before and after it.
  const lastSheet = cardOf(cards, lastClosed);
  const collectState = collect?.state ?? (lastSheet?.isAnswered ? 'received' : null);
  const collectTour = collect?.tourNumber ?? lastClosed;
  const collecting = collectState && tour === null ? t(`collect.${collectState}`, { tour: collectTour }) : null;
  return (
    <section className={styles.waiting} aria-labelledby="round-waiting-title">
      <h2 id="round-waiting-title" className={styles.heading} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {detail ? <p>{detail}</p> : null}
      {collecting ? (
        <p className={styles.collect} data-state={collectState}>
          {collecting}
        </p>
      ) : null}
      {!plays ? <p>{t('watching')}</p> : null}
    </section>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useParticipant, useParticipantActions } from '../../store';
import { useResultCards } from '../use-screen';
import { ResultCard } from './result-card';
import styles from './results.module.css';

/** How long a new card keeps its "new" mark once the player looks at the tab. */
const SEEN_AFTER_MS = 4000;

/** Result cards per round (latest first); notifications are marked seen once the player has had them in view. */
export function AnswersPanel() {
  const t = useTranslations('participant.results');
  const query = useResultCards();
  const questions = useParticipant((s) => s.numberOfQuestions);
  const notifications = useParticipant((s) => s.notifications);
  const canAppeal = useParticipant((s) => !s.isFinished && (s.status === 'READY' || s.status === 'PLAYED'));
  const { notificationsSeen } = useParticipantActions();
  const unseen = notifications.filter((n) => !n.seen);
  const unseenKey = unseen.map((n) => n.id).join();

  useEffect(() => {
    if (!unseenKey) return;
    const timer = setTimeout(() => notificationsSeen({ ids: unseenKey.split(',') }), SEEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [unseenKey, notificationsSeen]);

  if (query.isError) return <p role="alert">{t('loadError')}</p>;
  if (!query.data) return <p aria-busy="true">{t('loading')}</p>;
  const cards = [...query.data].reverse();
  return (
    <section aria-labelledby="results-heading" className={styles.panel}>
      <h2 id="results-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {cards.length === 0 ? <p>{t('empty')}</p> : null}
      {cards.map((card) => (
        <ResultCard
          key={card.tourNumber}
          card={card}
          questions={questions}
          canAppeal={canAppeal}
          isNew={unseen.some((n) => n.tourNumber === card.tourNumber)}
        />
      ))}
    </section>
  );
}

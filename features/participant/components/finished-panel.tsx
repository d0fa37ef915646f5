'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { WINNING_PLACES } from '@/contract/scoring';
import { participantQueries } from '../api/participant-queries';
import { useParticipant } from '../store';
import { useParticipantServices } from './participant-services';
import { useScreen } from './use-screen';
import styles from './game-screen.module.css';

/**
 * The game is over: the team's final place (from GameFinished, or the rating after a reload), the winners' gift
 * and the feedback form (GameFinished's link, else the status reply's, which also serves a reload).
 */
export function FinishedPanel() {
  const t = useTranslations('participant.finished');
  const { api, participantId } = useParticipantServices();
  const finish = useParticipant((s) => s.finish);
  const rating = useQuery(participantQueries.rating(api, participantId)).data;
  const screenFeedbackUrl = useScreen((screen) => screen.feedbackUrl);
  const feedbackUrl = finish?.feedbackUrl ?? screenFeedbackUrl;

  const mine = rating?.rows.find((row) => row.id === participantId);
  const place = finish?.place ?? mine?.place ?? null;
  const total = finish?.total ?? rating?.total ?? null;
  const points = finish?.scoresSum ?? mine?.scoresSum ?? null;
  const winner = place !== null && place <= WINNING_PLACES;

  return (
    <section className={styles.finished} aria-labelledby="finished-heading" data-testid="game-finished">
      <h2 id="finished-heading">{t('heading')}</h2>
      {place !== null && total !== null ? (
        <p className={styles.place}>{t('place', { place, total, points: points ?? 0 })}</p>
      ) : (
        <p>{t('placeUnknown')}</p>
      )}
      {winner ? <p className={styles.gift}>{t('gift', { place })}</p> : null}
      {feedbackUrl ? (
        <p>
          <a href={feedbackUrl} target="_blank" rel="noopener noreferrer">
            {t('feedback')}
          </a>{' '}
          <span className={styles.muted}>{t('feedbackTime')}</span>
        </p>
      ) : null}
      {finish && finish.winners.length > 0 ? (
        <>
          <h3>{t('winners')}</h3>
          <ol className={styles.winners}>
            {finish.winners.map((w) => (
              <li key={w.participantId}>{t('winner', { place: w.place, name: w.name, points: w.scoresSum })}</li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

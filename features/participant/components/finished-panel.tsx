'use client';
import { useTranslations } from 'next-intl';
import { winsPrize } from '@/contract/scoring';
import { balancedBidi } from '@/contract/user-text';
import { useParticipant } from '../store';
import { useNamedRating } from './use-named-rating';
import { useParticipantServices } from './participant-services';
import { useScreen } from './use-screen';
import styles from './game-screen.module.css';

/** As many winners as GameFinished lists. */
const MAX_WINNERS_SHOWN = 10;

/**
 * The game is over: the team's final place (from GameFinished, or the rating after a reload), the winners' gift
 * and the feedback form (GameFinished's link, else the status reply's, which also serves a reload). `nextGameHref`
 * (the language's `endGame` setting): an invitation to the next game, to the home page's list.
 */
export function FinishedPanel({ nextGameHref }: { nextGameHref?: string | undefined }) {
  const t = useTranslations('participant.finished');
  const { participantId } = useParticipantServices();
  const finish = useParticipant((s) => s.finish);
  const { rating } = useNamedRating();
  const screenFeedbackUrl = useScreen((screen) => screen.feedbackUrl);
  const feedbackUrl = finish?.feedbackUrl ?? screenFeedbackUrl;

  const mine = rating?.rows.find((row) => row.id === participantId);
  // After a reload there is no GameFinished: the rating's prize places are the winners (the server's rule, first 10).
  const winners =
    finish?.winners ??
    (rating?.rows ?? [])
      .filter((row) => winsPrize(row.place, row.scoresSum))
      .slice(0, MAX_WINNERS_SHOWN)
      .map((row) => ({ participantId: row.id, name: row.name, place: row.place!, scoresSum: row.scoresSum }));
  const place = finish?.place ?? mine?.place ?? null;
  const total = finish?.total ?? rating?.total ?? null;
  const points = finish?.scoresSum ?? mine?.scoresSum ?? null;
  const prizePlace = winsPrize(place, points) ? place : null;

  return (
    <section className={styles.finished} aria-labelledby="finished-heading" data-testid="game-finished">
      <h2 id="finished-heading">{t('heading')}</h2>
      {place !== null && total !== null ? <p className={styles.place}>{t('place', { place, total, points: points ?? 0 })}</p> : <p>{t('placeUnknown')}</p>}
      {prizePlace !== null ? <p className={styles.gift}>{t('gift', { place: prizePlace })}</p> : null}
      {feedbackUrl ? (
        <p>
          <a href={feedbackUrl} target="_blank" rel="noopener noreferrer">
            {t('feedback')}
          </a>{' '}
          <span className={styles.muted}>{t('feedbackTime')}</span>
        </p>
      ) : null}
      {nextGameHref ? (
        <p data-testid="next-game">
          {t('nextGameLead')} <a href={nextGameHref}>{t('nextGame')}</a>
        </p>
      ) : null}
      {winners.length > 0 ? (
        <>
          <h3>{t('winners')}</h3>
          {/* Not an ordered list: tied teams share a place, and each line starts with its own place. */}
          <ul className={styles.winners}>
            {winners.map((w) => (
              <li key={w.participantId} dir="auto">
                {t('winner', { place: w.place, name: balancedBidi(w.name), points: w.scoresSum })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

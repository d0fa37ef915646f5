'use client';
import { useTranslations } from 'next-intl';
import { useParticipant } from '../../store';
import styles from './tabs.module.css';

/** The host's current slides: the questions of the round under way, in the game's language. */
export function PresentationPanel() {
  const t = useTranslations('participant.presentation');
  const presentation = useParticipant((s) => s.presentation);
  return (
    <section aria-labelledby="presentation-heading" className={styles.card}>
      <h2 id="presentation-heading" className={styles.panelHeading}>
        {presentation ? t('heading', { tour: presentation.tourNumber }) : t('headingEmpty')}
      </h2>
      {presentation ? (
        <ol>
          {presentation.questions.map((q) => (
            <li key={q.questionNumber}>{q.text}</li>
          ))}
        </ol>
      ) : (
        <p className={styles.note}>{t('empty')}</p>
      )}
    </section>
  );
}

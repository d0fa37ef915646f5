'use client';
import { useTranslations } from 'next-intl';
import { useParticipant } from '../../store';
import { useScreen } from '../use-screen';
import styles from './tabs.module.css';

const sections = ['rounds', 'answers', 'confidence', 'appeals', 'winners'] as const;

/** The rules of the game: the family rules for family games (spec: rules tab and burger menu). */
export function RulesPanel() {
  const t = useTranslations('participant.rules');
  const family = useScreen((s) => s.gameType === 'family');
  const hasConfidence = useParticipant((s) => s.hasConfidence);
  const size = { rounds: useScreen((s) => s.numberOfTours), questions: useParticipant((s) => s.numberOfQuestions) };
  const set = family ? 'family' : 'classic';
  return (
    <section aria-labelledby="rules-heading" className={`${styles.card} ${styles.rules}`}>
      <h2 id="rules-heading" className={styles.panelHeading}>
        {t(`${set}.heading`)}
      </h2>
      <p>{t(`${set}.intro`)}</p>
      {sections
        .filter((section) => section !== 'confidence' || hasConfidence)
        .map((section) => (
          <div key={section}>
            <h3>{t(`sections.${section}.title`)}</h3>
            <p>{t(`sections.${section}.text`, size)}</p>
          </div>
        ))}
    </section>
  );
}

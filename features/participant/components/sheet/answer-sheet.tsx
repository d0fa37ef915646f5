'use client';
import { useTranslations } from 'next-intl';
import { useParticipant } from '../../store';
import { AnswerRow } from './answer-row';
import { SendAnswers } from './send-answers';
import { RoundWaiting } from './round-waiting';
import styles from './answer-sheet.module.css';

/**
 * The answer sheet of the round under way (spec section 4): it appears at round start, takes answers once the
 * expert opens them, shows per question whether the server has the text, and is collected at the round's end.
 */
export function AnswerSheet() {
  const t = useTranslations('participant.sheet');
  const tour = useParticipant((s) => s.currentTour);
  const sheetTour = useParticipant((s) => s.sheetTour);
  const count = useParticipant((s) => s.sheet.length);
  const canAnswer = useParticipant((s) => s.canAnswer);
  const isAnswered = useParticipant((s) => s.isAnswered);
  const submitting = useParticipant((s) => s.submitting);

  if (tour === null || sheetTour !== tour || isAnswered || count === 0) return <RoundWaiting />;

  const locked = !canAnswer || submitting;
  return (
    <form className={styles.sheet} aria-labelledby="answer-sheet-heading" onSubmit={(e) => e.preventDefault()} noValidate>
      <h2 id="answer-sheet-heading" className={styles.heading}>
        {t('heading', { tour })}
      </h2>
      <p className={styles.hint} id="answer-sheet-hint">
        {canAnswer ? t('openHint') : t('notOpenYet')}
      </p>
      <ol className={styles.rows}>
        {Array.from({ length: count }, (_, i) => (
          <AnswerRow key={i + 1} questionNumber={i + 1} disabled={locked} />
        ))}
      </ol>
      {canAnswer ? <SendAnswers /> : null}
    </form>
  );
}

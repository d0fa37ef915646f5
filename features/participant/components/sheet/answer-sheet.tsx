'use client';
import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef } from 'react';
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
  // Whether focus is in the sheet: when it gives way to the waiting card (the round closed, the team sent it), the
  // focused field goes with it and focus would fall to <body>; the card then takes it.
  const focusInSheet = useRef(false);
  const finished = useParticipant((s) => s.isFinished);
  const showsSheet = !finished && tour !== null && sheetTour === tour && !isAnswered && count > 0;
  // The sheet appears above the tabs on a phone: a field the player is typing in below it (the chat's) would be
  // pushed out of view and typed into unseen. It is brought back into view.
  useLayoutEffect(() => {
    if (!showsSheet) return;
    const active = document.activeElement;
    if (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) active.scrollIntoView?.({ block: 'nearest' });
  }, [showsSheet]);

  // After the game the finished panel above says it all (place, gift, feedback); a third "the game is over" in
  // the sheet's place would only repeat the status bar and the panel.
  if (finished) return null;

  if (!showsSheet) return <RoundWaiting focusHandoverRef={focusInSheet} />;

  const locked = !canAnswer || submitting;
  return (
    <form
      className={styles.sheet}
      aria-labelledby="answer-sheet-heading"
      onSubmit={(e) => e.preventDefault()}
      noValidate
      onFocus={() => {
        focusInSheet.current = true;
      }}
      onBlur={(event) => {
        // Only a move to another element counts as leaving: a field removed with the sheet blurs towards nothing.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) focusInSheet.current = false;
      }}
    >
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

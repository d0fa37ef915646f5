'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { balancedBidi } from '@/contract/user-text';
import { currentBlankOf } from '../model/expert-machine';
import { useExpert } from '../store';
import { FocusKeepingButton } from '@/components/ui/focus-keeping-button';
import { useExpertServices } from './expert-provider';
import styles from './console.module.css';

/** Number keys 1-9 toggle questions 1-9 (0 is question 10); Enter sends. */
const questionOfKey = (key: string): number | null => (/^[0-9]$/.test(key) ? (key === '0' ? 10 : Number(key)) : null);

/**
 * The sheet being checked, keyboard first: the sheet takes the focus when it arrives (if the focus was in the
 * checking panel, nowhere, or on the team list it was opened from), number keys toggle, Enter sends. Each question
 * is a real checkbox with its answer, the confidence mark and the correct answers in its label. A failed send says 'Ошибка' and keeps the toggles.
 */
export function BlankSheet() {
  const t = useTranslations('expertConsole.sheet');
  const { engine } = useExpertServices();
  const blank = useExpert(currentBlankOf);
  const sending = useExpert((s) => s.checking.sending);
  const toggle = useExpert((s) => s.actions.questionToggled);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const id = blank?.id;

  useEffect(() => {
    const form = ref.current;
    if (!form || id === undefined) return;
    const active = document.activeElement;
    const panel = form.closest('section');
    // Also when it was opened on request from a group's team list: the expert goes straight on with the keys.
    const requested = active instanceof Element && active.closest('[data-opens-sheet]') !== null;
    // And when the focus rests on a control that cannot be used now (Close round, just used from the keyboard):
    // nothing is lost by moving it, and the sheet is what the expert does next.
    const parked = active instanceof Element && active.getAttribute('aria-disabled') === 'true';
    if (!active || active === document.body || requested || parked || (panel && panel.contains(active))) form.focus();
  }, [id]);

  if (!blank) return null;

  const send = async () => {
    setFailed(false);
    const failure = await engine.send();
    // 409: the sheet is gone from this console (the checking panel says why); anything else can be sent again.
    if (failure && failure.status !== 409) setFailed(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const question = questionOfKey(event.key);
    if (question !== null) {
      event.preventDefault();
      toggle({ questionNumber: question });
    } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      void send();
    }
  };
  const correctCount = blank.questions.filter((q) => q.isCorrect).length;
  // The keys that exist on this sheet: 1 to its last question (at most 9), and 0 when it has a tenth.
  const lastKey = Math.min(blank.questions.length, 9);
  const zeroKey = blank.questions.length >= 10 ? 'yes' : 'no';

  return (
    <form
      ref={ref}
      className={styles.sheet}
      tabIndex={-1}
      aria-labelledby="sheet-title"
      aria-describedby="sheet-keys"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      data-testid="sheet"
      data-sheet-id={blank.id}
    >
      <h3 id="sheet-title" dir="auto">
        {t('title', { team: balancedBidi(blank.participantName), tour: blank.tourNumber })}
      </h3>
      <p id="sheet-keys" className={styles.hint}>
        {t('keys', { last: lastKey, zero: zeroKey })}
      </p>
      {blank.questions.map((q) => {
        const answered = q.userAnswer.trim() !== '';
        return (
          <label key={q.id} className={styles.check} data-correct={q.isCorrect}>
            <input
              type="checkbox"
              checked={q.isCorrect}
              disabled={!answered || sending}
              onChange={() => toggle({ questionNumber: q.id })}
              aria-describedby={`q-${blank.id}-${q.id}-details`}
            />
            <span className={styles.answer} dir="auto">
              {t('question', { number: q.id, answer: answered ? balancedBidi(q.userAnswer) : t('noAnswer') })}
              {blank.isConfidence && q.confidence ? ` · ${t('confident')}` : ''}
            </span>
            <span id={`q-${blank.id}-${q.id}-details`} className={styles.details}>
              {t('correct', { answer: q.correctAnswer })}
              {q.acceptedAnswers.length > 1 ? ` · ${t('accepted', { answers: q.acceptedAnswers.join(', '), count: q.acceptedAnswers.length })}` : ''}
              {answered && q.suggested ? ` · ${t('suggested')}` : ''}
            </span>
          </label>
        );
      })}
      <div className={styles.actions}>
        <p className={styles.hint} aria-live="polite">
          {t('summary', { correct: correctCount, total: blank.questions.length })}
        </p>
        <FocusKeepingButton type="submit" className={`${styles.button} ${styles.primary}`} unavailable={sending} aria-busy={sending}>
          {sending ? t('sending') : t('send')}
        </FocusKeepingButton>
      </div>
      {failed ? (
        <p role="alert" className={styles.problem}>
          {t('sendFailed')}
        </p>
      ) : null}
    </form>
  );
}

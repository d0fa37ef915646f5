'use client';
import { useTranslations } from 'next-intl';
import { memo, useEffect, useRef } from 'react';
import type { ParticipantStoreState } from '../../store';
import { useParticipant, useParticipantStore, useSyncMark } from '../../store';
import { useParticipantServices } from '../participant-services';
import styles from './answer-sheet.module.css';

/** A teammate sees "X is typing question N" at most this often per question. */
const WHISPER_EVERY_MS = 1500;
const MAX_ANSWER_LENGTH = 300;

const entryOf = (s: ParticipantStoreState, q: number) => s.sheet.find((e) => e.questionNumber === q);

/**
 * One question of the sheet. The text field is uncontrolled: a keystroke goes to the store, the draft cache and
 * (debounced) the server, but React does not re-render anything for it; only the sync mark re-renders when it
 * changes. A teammate's answer arriving from the server is written into the field directly.
 */
export const AnswerRow = memo(function AnswerRow({ questionNumber, disabled }: { questionNumber: number; disabled: boolean }) {
  const t = useTranslations('participant.sheet');
  const store = useParticipantStore();
  const exists = useParticipant((s) => entryOf(s, questionNumber) !== undefined);
  const mark = useSyncMark(questionNumber);
  const confidence = useParticipant((s) => entryOf(s, questionNumber)?.confidence ?? false);
  const hasConfidence = useParticipant((s) => s.hasConfidence);
  const typist = useParticipant((s) => s.typing.find((hint) => hint.questionNumber === questionNumber)?.userName ?? null);
  const { sync, whisperTyping } = useParticipantServices();
  const input = useRef<HTMLInputElement>(null);
  const lastWhisper = useRef(0);

  // The store is the truth for the text: anything that changes it (a teammate, a resync, a new round) shows here.
  useEffect(() => {
    const show = (s: ParticipantStoreState) => {
      const text = entryOf(s, questionNumber)?.text ?? '';
      if (input.current && input.current.value !== text) input.current.value = text;
    };
    show(store.getState());
    return store.subscribe(show);
  }, [store, questionNumber]);

  if (!exists) return null;
  const inputId = `answer-${questionNumber}`;
  const markId = `answer-${questionNumber}-mark`;
  const change = (text: string, confident: boolean) => {
    sync.typed(questionNumber, { text, confidence: confident });
    const tour = store.getState().sheetTour;
    const now = Date.now();
    if (tour !== null && now - lastWhisper.current > WHISPER_EVERY_MS) {
      lastWhisper.current = now;
      whisperTyping(tour, questionNumber);
    }
  };

  return (
    <li className={styles.row} data-mark={mark ?? undefined}>
      <label htmlFor={inputId} className={styles.label}>
        {t('question', { number: questionNumber })}
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_ANSWER_LENGTH}
        defaultValue={entryOf(store.getState(), questionNumber)?.text ?? ''}
        readOnly={disabled}
        aria-describedby={markId}
        onChange={(e) => change(e.currentTarget.value, confidence)}
      />
      {hasConfidence ? (
        <label className={styles.confidence}>
          <input type="checkbox" checked={confidence} disabled={disabled} onChange={(e) => change(input.current?.value ?? '', e.currentTarget.checked)} />
          {t('confident')}{' '}
          <span className="visually-hidden">{t('confidentFor', { number: questionNumber })}</span>
        </label>
      ) : null}
      <span id={markId} className={styles.mark} data-mark={mark ?? undefined}>
        {mark && mark !== 'empty' ? t(`mark.${mark}`) : t('mark.empty')}
      </span>
      {typist ? <span className={styles.typing}>{t('typing', { name: typist, number: questionNumber })}</span> : null}
    </li>
  );
});

'use client';
import { useTranslations } from 'next-intl';
import { memo, useRef } from 'react';
import { useParticipant, useSheetEntry, useSyncMark } from '../../store';
import { useParticipantServices } from '../participant-services';
import styles from './answer-sheet.module.css';

/** A teammate sees "X is typing question N" at most this often per question. */
const WHISPER_EVERY_MS = 1500;
const MAX_ANSWER_LENGTH = 300;

/**
 * One question of the sheet. It subscribes to its own entry only, so a keystroke re-renders this row and nothing
 * else; the post goes out through the answer sync (debounced), the draft cache is written on the same keystroke.
 */
export const AnswerRow = memo(function AnswerRow({ questionNumber, disabled }: { questionNumber: number; disabled: boolean }) {
  const t = useTranslations('participant.sheet');
  const entry = useSheetEntry(questionNumber);
  const mark = useSyncMark(questionNumber);
  const hasConfidence = useParticipant((s) => s.hasConfidence);
  const tour = useParticipant((s) => s.sheetTour);
  const typist = useParticipant((s) => s.typing.find((hint) => hint.questionNumber === questionNumber)?.userName ?? null);
  const { sync, whisperTyping } = useParticipantServices();
  const lastWhisper = useRef(0);
  if (!entry || tour === null) return null;

  const inputId = `answer-${questionNumber}`;
  const markId = `answer-${questionNumber}-mark`;
  const change = (text: string, confidence: boolean) => {
    sync.typed(questionNumber, { text, confidence });
    const now = Date.now();
    if (now - lastWhisper.current > WHISPER_EVERY_MS) {
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
        id={inputId}
        className={styles.input}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_ANSWER_LENGTH}
        value={entry.text}
        readOnly={disabled}
        aria-describedby={markId}
        onChange={(e) => change(e.currentTarget.value, entry.confidence)}
      />
      {hasConfidence ? (
        <label className={styles.confidence}>
          <input
            type="checkbox"
            checked={entry.confidence}
            disabled={disabled}
            onChange={(e) => change(entry.text, e.currentTarget.checked)}
          />
          {t('confident')}{' '}
          <span className="visually-hidden">{t('confidentFor', { number: questionNumber })}</span>
        </label>
      ) : null}
      <span id={markId} className={styles.mark} data-mark={mark ?? undefined}>
        {mark && mark !== 'empty' ? t(`mark.${mark}`) : t('mark.empty')}
      </span>
      {typist ? (
        <span className={styles.typing}>{t('typing', { name: typist, number: questionNumber })}</span>
      ) : null}
    </li>
  );
});

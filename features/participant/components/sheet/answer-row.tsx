'use client';
import { useTranslations } from 'next-intl';
import { balancedBidi, withoutRefusedCharacters } from '@/contract/user-text';
import { memo, useEffect, useRef } from 'react';
import { afterNextPaint } from '../../model/after-next-paint';
import type { ParticipantStoreState } from '../../store';
import { useParticipant, useParticipantStore, useSyncMark } from '../../store';
import { useParticipantServices } from '../participant-services';
import styles from './answer-sheet.module.css';

/** A teammate sees "X is typing question N" at most this often per question. */
const WHISPER_EVERY_MS = 1500;
const MAX_ANSWER_LENGTH = 300;

const entryOf = (s: ParticipantStoreState, q: number) => s.sheet.find((e) => e.questionNumber === q);

/**
 * One question of the sheet. Typing costs as little as possible, as it is what the player feels (INP,
 * `npm run bench:game`): the text field is uncontrolled, so a keystroke goes to the store, the draft cache and
 * (debounced) the server without React rendering the row; the parts that do change with typing (the sync mark,
 * the confidence box, the teammate hint) are their own components, so the first keystroke re-renders only the
 * mark; the "is typing" whisper to teammates waits until the keystroke's frame is painted. A teammate's answer
 * arriving from the server is written into the field directly.
 */
export const AnswerRow = memo(function AnswerRow({ questionNumber, disabled }: { questionNumber: number; disabled: boolean }) {
  const t = useTranslations('participant.sheet');
  const store = useParticipantStore();
  const exists = useParticipant((s) => entryOf(s, questionNumber) !== undefined);
  const hasConfidence = useParticipant((s) => s.hasConfidence);
  const { sync, whisperTyping } = useParticipantServices();
  const actions = useParticipant((s) => s.actions);
  const input = useRef<HTMLInputElement>(null);
  const lastWhisper = useRef(0);

  // The store is the truth for the text: anything that changes it (a teammate, a resync, a new round) shows here.
  // Only this row's text is compared, and the field is read only when that text changed.
  useEffect(() => {
    let shown: string | undefined;
    const show = (s: ParticipantStoreState) => {
      const text = entryOf(s, questionNumber)?.text ?? '';
      if (text === shown) return;
      shown = text;
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
      afterNextPaint(() => whisperTyping(tour, questionNumber));
    }
  };
  const confidenceNow = () => entryOf(store.getState(), questionNumber)?.confidence ?? false;

  return (
    <li className={styles.row}>
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
        // The focused field is never overwritten by a teammate's answer (model: keepFocusedField).
        onFocus={() => actions.answerFocused({ questionNumber })}
        onBlur={() => actions.answerBlurred({ questionNumber })}
        onChange={(e) => {
          // What the server would refuse (a tab pasted from a spreadsheet, a control character) never gets into the
          // sheet, so no answer is ever refused for it; a single-line field drops line breaks the same way.
          const field = e.currentTarget;
          const text = withoutRefusedCharacters(field.value, 'single-line');
          if (text !== field.value) field.value = text;
          change(text, confidenceNow());
        }}
      />
      {hasConfidence ? (
        <Confidence questionNumber={questionNumber} disabled={disabled} onToggle={(checked) => change(input.current?.value ?? '', checked)} />
      ) : null}
      <SyncMarkText questionNumber={questionNumber} id={markId} />
      <TypingHint questionNumber={questionNumber} />
      <HeldAnswerNotice questionNumber={questionNumber} />
    </li>
  );
});

function Confidence({ questionNumber, disabled, onToggle }: { questionNumber: number; disabled: boolean; onToggle: (checked: boolean) => void }) {
  const t = useTranslations('participant.sheet');
  const confidence = useParticipant((s) => entryOf(s, questionNumber)?.confidence ?? false);
  return (
    <label className={styles.confidence}>
      <input type="checkbox" checked={confidence} disabled={disabled} onChange={(e) => onToggle(e.currentTarget.checked)} />
      {t('confident')} <span className="visually-hidden">{t('confidentFor', { number: questionNumber })}</span>
    </label>
  );
}

/** Whether the server has this answer's current text: received ✓ / sending… / not sent yet (the field's description). */
const SyncMarkText = memo(function SyncMarkText({ questionNumber, id }: { questionNumber: number; id: string }) {
  const t = useTranslations('participant.sheet');
  const mark = useSyncMark(questionNumber);
  return (
    <span id={id} className={styles.mark} data-mark={mark ?? undefined}>
      {mark && mark !== 'empty' ? t(`mark.${mark}`) : t('mark.empty')}
    </span>
  );
});

const TypingHint = memo(function TypingHint({ questionNumber }: { questionNumber: number }) {
  const t = useTranslations('participant.sheet');
  const typist = useParticipant((s) => s.typing.find((hint) => hint.questionNumber === questionNumber)?.userName ?? null);
  return typist ? (
    <span className={styles.typing} dir="auto">
      {t('typing', { name: balancedBidi(typist), number: questionNumber })}
    </span>
  ) : null;
});

/**
 * A teammate's newer answer to the question the player is typing in: shown here instead of replacing the text under
 * the cursor. It takes the field's place when the focus leaves, unless the player types again. A status region,
 * so a screen reader hears it without losing the field.
 */
const HeldAnswerNotice = memo(function HeldAnswerNotice({ questionNumber }: { questionNumber: number }) {
  const t = useTranslations('participant.sheet');
  const held = useParticipant((s) => (s.heldAnswer?.questionNumber === questionNumber ? s.heldAnswer : null));
  return (
    <span role="status" className={styles.typing} dir="auto" data-testid={`answer-${questionNumber}-held`}>
      {held ? t(held.userName ? 'held.byName' : 'held.byTeammate', { name: balancedBidi(held.userName ?? ''), text: balancedBidi(held.text) }) : null}
    </span>
  );
});

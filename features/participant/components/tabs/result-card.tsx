'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { balancedBidi } from '@/contract/user-text';
import type { ResultCard as Card } from '../../types';
import { AppealForm } from './appeal-form';
import { AppealStatus } from './appeal-status';
import styles from './results.module.css';

/** One round of the team: answers, correctness and score once checked, correct answers once shown, appeals. */
export function ResultCard({ card, questions, isNew, canAppeal }: { card: Card; questions: number; isNew: boolean; canAppeal: boolean }) {
  const t = useTranslations('participant.results');
  const [sentFor, setSentFor] = useState<number | null>(null);
  /** What this member typed in each question's appeal form (a key once the form opened). */
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const byQuestion = new Map(card.answers.map((answer) => [answer.questionNumber, answer]));
  const headingId = `result-${card.tourNumber}`;
  const state = card.isChecked ? 'checked' : card.isAnswered ? 'submitted' : 'draft';
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid={`result-card-${card.tourNumber}`}>
      <header className={styles.cardHead}>
        <h3 id={headingId}>{t('round', { tour: card.tourNumber })}</h3>
        <span className={styles.state}>{t(`state.${state}`)}</span>
        {card.score !== null ? <span className={styles.score}>{t('score', { score: card.score })}</span> : null}
        {isNew ? <span className={styles.new}>{t('new')}</span> : null}
      </header>
      <ol className={styles.answers}>
        {Array.from({ length: questions }, (_, i) => {
          const q = i + 1;
          const answer = byQuestion.get(q);
          const text = answer?.text.trim() ?? '';
          const appeal = card.appeals[q];
          const correct = answer?.correctAnswer ?? card.correctAnswers?.[q] ?? null;
          const verdict = answer?.isCorrect === true ? 'correct' : answer?.isCorrect === false ? 'wrong' : card.isChecked ? 'wrong' : 'waiting';
          return (
            <li key={q} className={styles.answer} data-verdict={text ? verdict : 'empty'}>
              <p className={styles.answerLine}>
                <span className={styles.qn}>{t('question', { number: q })}</span>
                <span className={styles.text} dir="auto">
                  {text ? balancedBidi(text) : t('noAnswer')}
                </span>
                {answer?.confidence && card.isConfidence ? <span className={styles.tag}>{t('confident')}</span> : null}
                {text ? <span className={styles.verdict}>{t(`verdict.${verdict}`)}</span> : null}
                {answer?.score !== null && answer?.score !== undefined && text ? (
                  <span className={styles.points}>{t('points', { score: answer.score })}</span>
                ) : null}
              </p>
              {correct ? <p className={styles.correct}>{t('correctAnswer', { answer: correct })}</p> : null}
              {appeal ? (
                <AppealStatus
                  appeal={appeal}
                  teamName={card.teamName}
                  takeFocus={drafts[q] !== undefined}
                  unsent={drafts[q]?.trim() && drafts[q].trim() !== appeal.concern ? drafts[q].trim() : null}
                />
              ) : canAppeal && card.isChecked && answer?.isCorrect === false && text ? (
                sentFor === q ? (
                  <p role="status">{t('appealSent')}</p>
                ) : (
                  <AppealForm
                    resultId={card.id}
                    questionNumber={q}
                    onSent={() => setSentFor(q)}
                    onDraft={(draft) => setDrafts((all) => ({ ...all, [q]: draft }))}
                  />
                )
              ) : null}
            </li>
          );
        })}
      </ol>
    </article>
  );
}

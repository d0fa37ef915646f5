'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { isApiFailure } from '@/lib/api/api-failure';
import { balancedBidi } from '@/contract/user-text';
import { conflictReason, resolveAppeal } from '../api/expert-api';
import { expertKeys, expertQueries } from '../api/expert-queries';
import { useExpert } from '../store';
import { FocusKeepingButton } from '@/components/ui/focus-keeping-button';
import { useExpertServices } from './expert-provider';
import styles from './console.module.css';

/** The reply to the team and the comment for experts typed for one appeal (kept per appeal by the panel). */
export interface AppealDraft {
  response: string;
  comment: string;
}

const emptyAppealDraft: AppealDraft = { response: '', comment: '' };

/** The drafts of the appeals panel, by appeal id (a plain object the panel creates once). */
export function createDraftBook() {
  const drafts = new Map<number, AppealDraft>();
  return {
    get: (appealId: number): AppealDraft => drafts.get(appealId) ?? emptyAppealDraft,
    set: (appealId: number, draft: AppealDraft) => void drafts.set(appealId, draft),
  };
}

export type DraftBook = ReturnType<typeof createDraftBook>;

interface AppealDetailProps {
  appealId: number;
  /** What was typed per appeal (the panel mounts one detail per appeal: it is keyed by id). */
  drafts: DraftBook;
  close: () => void;
}

/**
 * One appeal (GET .../appeals/{id}): the question, the team's answer and concern; accept or reject with a reply to
 * the team and a comment for experts. The decision is announced; what was typed stays on any error.
 */
export function AppealDetail({ appealId, drafts, close }: AppealDetailProps) {
  const t = useTranslations('expertConsole.appeals');
  const { api, gameId } = useExpertServices();
  const queryClient = useQueryClient();
  const resolved = useExpert((s) => s.actions.appealResolved);
  const finished = useExpert((s) => s.isFinished);
  const tc = useTranslations('expertConsole');
  const { data: appeal, isError } = useQuery(expertQueries.appeal(api, gameId, appealId));
  const [draft, setDraft] = useState(() => drafts.get(appealId));
  const { response, comment } = draft;
  const edit = (next: AppealDraft) => {
    setDraft(next);
    drafts.set(appealId, next);
  };
  const [state, setState] = useState<'idle' | 'sending' | 'missing' | 'failed' | 'conflict'>('idle');
  /** The server's own words for a refusal (409), when it sent any. */
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [appealId]);

  const submit = async (status: 'APPROVED' | 'REJECTED') => {
    if (response.trim() === '') return setState('missing');
    if (state === 'sending') return;
    setState('sending');
    try {
      const updated = await resolveAppeal(api, gameId, appealId, { status, response: response.trim(), expertComment: comment.trim() || null });
      queryClient.setQueryData(expertKeys.appeal(gameId, appealId), updated);
      void queryClient.invalidateQueries({ queryKey: expertKeys.appeals(gameId) });
      drafts.set(appealId, emptyAppealDraft);
      resolved({ approved: updated.status === 'APPROVED', team: balancedBidi(updated.participantName), question: updated.questionNumber });
      setState('idle');
      // The form (and the button just used) gives way to the decision: the focus goes to the detail's heading.
      heading.current?.focus();
    } catch (error) {
      // What was typed stays; a 409 means another expert resolved it first.
      setState(isApiFailure(error) && error.status === 409 ? 'conflict' : 'failed');
      setProblem(conflictReason(error));
      void queryClient.invalidateQueries({ queryKey: expertKeys.appeal(gameId, appealId) });
    }
  };

  return (
    <div className={styles.sheet} data-testid="appeal-detail">
      <h3 ref={heading} tabIndex={-1} dir="auto">
        {appeal ? t('detailTitle', { team: balancedBidi(appeal.participantName), tour: appeal.tourNumber, question: appeal.questionNumber }) : t('loading')}
      </h3>
      {isError ? (
        <p role="alert" className={styles.problem}>
          {t('loadFailed')}
        </p>
      ) : null}
      {appeal ? (
        <>
          <dl className={styles.list}>
            <dt className={styles.hint}>{t('question')}</dt>
            <dd>{appeal.questionText}</dd>
            <dt className={styles.hint}>{t('answer')}</dt>
            <dd className={styles.answer} dir="auto">
              {balancedBidi(appeal.participantAnswer)}
            </dd>
            <dt className={styles.hint}>{t('correctAnswer')}</dt>
            <dd>{[appeal.correctAnswer, ...appeal.acceptedAnswers.filter((a) => a !== appeal.correctAnswer)].join(', ')}</dd>
            <dt className={styles.hint}>{t('concern')}</dt>
            <dd dir="auto">{balancedBidi(appeal.concern)}</dd>
          </dl>
          {appeal.status === 'PENDING' && finished ? (
            <>
              <p className={styles.status} data-testid="appeal-final">
                {tc('readOnly')}
              </p>
              <CloseOnly close={close} />
            </>
          ) : appeal.status === 'PENDING' ? (
            <form className={styles.sheet} onSubmit={(event) => event.preventDefault()} noValidate>
              <label className={styles.label}>
                <span>{t('response')}</span>
                <textarea
                  className={styles.field}
                  value={response}
                  maxLength={1000}
                  rows={2}
                  required
                  aria-invalid={state === 'missing'}
                  aria-describedby={state === 'missing' ? 'appeal-missing' : undefined}
                  onChange={(event) => edit({ ...draft, response: event.target.value })}
                />
              </label>
              <label className={styles.label}>
                <span>{t('comment')}</span>
                <textarea className={styles.field} value={comment} maxLength={1000} rows={2} onChange={(event) => edit({ ...draft, comment: event.target.value })} />
              </label>
              <div className={styles.actions}>
                <CloseButton close={close} />
                <FocusKeepingButton className={`${styles.button} ${styles.danger}`} unavailable={state === 'sending'} onClick={() => void submit('REJECTED')}>
                  {t('reject')}
                </FocusKeepingButton>
                <FocusKeepingButton className={`${styles.button} ${styles.primary}`} unavailable={state === 'sending'} onClick={() => void submit('APPROVED')}>
                  {t('accept')}
                </FocusKeepingButton>
              </div>
              {state === 'missing' ? (
                <p id="appeal-missing" role="alert" className={styles.problem}>
                  {t('responseRequired')}
                </p>
              ) : null}
              {state === 'failed' || state === 'conflict' ? (
                <p role="alert" className={styles.problem}>
                  {state === 'conflict' ? (problem ?? t('conflict')) : t('failed')}
                </p>
              ) : null}
            </form>
          ) : (
            <>
              <p className={styles.ok} data-testid="appeal-resolved">
                {t('resolved', { status: t(`status.${appeal.status}`), by: appeal.resolvedBy ?? '—' })}
              </p>
              {appeal.response ? <p dir="auto">{t('responseWas', { text: balancedBidi(appeal.response) })}</p> : null}
              {appeal.expertComment ? <p dir="auto">{t('commentWas', { text: balancedBidi(appeal.expertComment) })}</p> : null}
              <CloseOnly close={close} />
            </>
          )}
        </>
      ) : null}
    </div>
  );
}

function CloseButton({ close }: { close: () => void }) {
  const t = useTranslations('expertConsole.appeals');
  return (
    <button type="button" className={styles.button} onClick={close}>
      {t('close')}
    </button>
  );
}

/** The actions row of an appeal that can only be read (decided, or the game finished). */
function CloseOnly({ close }: { close: () => void }) {
  return (
    <div className={styles.actions}>
      <CloseButton close={close} />
    </div>
  );
}

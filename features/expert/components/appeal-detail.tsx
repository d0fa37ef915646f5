'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { isApiFailure } from '@/lib/api/api-failure';
import { isAdditionAbsentError } from '@/lib/api/addition-discovery';
import { useAdditionPresent } from '@/lib/api/use-addition-present';
import { balancedBidi } from '@/contract/user-text';
import { conflictReason } from '../api/expert-api';
import { expertQueries } from '../api/expert-queries';
import { useResolveAppeal } from '../api/use-resolve-appeal';
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

type DraftBook = ReturnType<typeof createDraftBook>;

interface AppealDetailProps {
  appealId: number;
  /** What was typed per appeal (the panel mounts one detail per appeal: it is keyed by id). */
  drafts: DraftBook;
  close: () => void;
}

/**
 * One appeal (GET .../appeals/{id}): the question, the team's answer and concern; accept or reject with a reply to
 * the team and a comment for experts. The decision is announced; what was typed stays on any error. A backend
 * without appeal decisions (404/405 on the first one) leaves the appeals read-only for the page load.
 */
export function AppealDetail({ appealId, drafts, close }: AppealDetailProps) {
  const t = useTranslations('expertConsole.appeals');
  const { api, gameId } = useExpertServices();
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
  const resolve = useResolveAppeal(api, gameId, appealId);
  const [missing, setMissing] = useState(false);
  const sending = resolve.isPending;
  // What was typed stays on any error; a 409 means another expert resolved it first (with the server's words).
  const conflict = isApiFailure(resolve.error) && resolve.error.status === 409;
  const problem = resolve.error ? conflictReason(resolve.error) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [appealId]);
  // Deciding is an addition (PATCH .../appeals/{id}): without it the appeal is read-only, what was typed stays.
  const decidable = useAdditionPresent('appealResolution');
  const readOnlyNote = useRef<HTMLParagraphElement>(null);
  const lostDecision = isAdditionAbsentError(resolve.error);
  // The buttons just used are gone: the note saying why takes the focus (it would fall to the page otherwise).
  useEffect(() => {
    if (lostDecision) readOnlyNote.current?.focus();
  }, [lostDecision]);

  const submit = (status: 'APPROVED' | 'REJECTED') => {
    if (response.trim() === '') return setMissing(true);
    if (sending) return;
    setMissing(false);
    resolve.mutate(
      { status, response: response.trim(), expertComment: comment.trim() || null },
      {
        onSuccess: (updated) => {
          drafts.set(appealId, emptyAppealDraft);
          resolved({ approved: updated.status === 'APPROVED', team: balancedBidi(updated.participantName), question: updated.questionNumber });
          // The form (and the button just used) gives way to the decision: the focus goes to the detail's heading.
          heading.current?.focus();
        },
      },
    );
  };

  return (
    <div className={styles.sheet} data-testid="appeal-detail">
      <h3 ref={heading} tabIndex={-1} dir="auto">
        {appeal ? t('detailTitle', { team: balancedBidi(appeal.participantName), tour: appeal.tourNumber, question: appeal.questionNumber }) : t('loading')}
      </h3>
      {/* A failed background re-read keeps what was read: only an appeal never read says it could not load. */}
      {isError && !appeal ? (
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
          {appeal.status === 'PENDING' && !decidable ? (
            <>
              <p className={styles.status} data-testid="appeal-read-only" ref={readOnlyNote} tabIndex={-1}>
                {t('readOnly')}
                {response.trim() !== '' || comment.trim() !== '' ? ` ${t('draftKept')}` : ''}
              </p>
              {response.trim() !== '' || comment.trim() !== '' ? (
                <label className={styles.label}>
                  <span>{t('draftLabel')}</span>
                  <textarea className={styles.field} value={[response, comment].filter((text) => text.trim() !== '').join('\n\n')} readOnly rows={3} />
                </label>
              ) : null}
              <CloseOnly close={close} />
            </>
          ) : appeal.status === 'PENDING' && finished ? (
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
                  aria-invalid={missing}
                  aria-describedby={missing ? 'appeal-missing' : undefined}
                  onChange={(event) => edit({ ...draft, response: event.target.value })}
                />
              </label>
              <label className={styles.label}>
                <span>{t('comment')}</span>
                <textarea
                  className={styles.field}
                  value={comment}
                  maxLength={1000}
                  rows={2}
                  onChange={(event) => edit({ ...draft, comment: event.target.value })}
                />
              </label>
              <div className={styles.actions}>
                <CloseButton close={close} />
                <FocusKeepingButton className={`${styles.button} ${styles.danger}`} unavailable={sending} onClick={() => submit('REJECTED')}>
                  {t('reject')}
                </FocusKeepingButton>
                <FocusKeepingButton className={`${styles.button} ${styles.primary}`} unavailable={sending} onClick={() => submit('APPROVED')}>
                  {t('accept')}
                </FocusKeepingButton>
              </div>
              {missing ? (
                <p id="appeal-missing" role="alert" className={styles.problem}>
                  {t('responseRequired')}
                </p>
              ) : null}
              {resolve.isError && !sending ? (
                <p role="alert" className={styles.problem}>
                  {conflict ? (problem ?? t('conflict')) : t('failed')}
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

'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { UserText } from '@/components/ui/user-text';
import { isAdditionAbsentError } from '@/lib/api/addition-discovery';
import { useAdditionPresent } from '@/lib/api/use-addition-present';
import { conflictReason } from '../api/expert-api';
import { expertQueries } from '../api/expert-queries';
import { correctAnswerOf } from '../api/to-expert';
import { useDecideGroup } from '../api/use-decide-group';
import { useExpert } from '../store';
import type { AnswerGroup, GroupQuestion } from '../types';
import { useExpertServices } from './expert-provider';
import { GroupTeams } from './group-teams';
import { ConsoleList } from './console-list';
import styles from './console.module.css';
import { balancedBidi } from '@/contract/user-text';
import { useFormatCount } from '@/lib/i18n/use-format-count';

/**
 * Answers grouped by their normalised text (case, ё/е, punctuation, spaces, Latin look-alikes), one question at a
 * time: one decision marks every team that wrote the same thing, and completes their sheets when nothing else is
 * left to judge. Sheets are still checked one by one in the checking panel; a group decision pre-fills them, and
 * any team of a group can have its sheet opened there directly (GroupTeams).
 *
 * Grouping is an addition: a backend without it (404/405, or a reply without the groups) takes the panel off the
 * console for the page load, silently, and the expert checks sheet by sheet.
 */
export function GroupsPanel() {
  return useAdditionPresent('answerGroups') ? <Groups /> : null;
}

function Groups() {
  const t = useTranslations('expertConsole.groups');
  const formatCount = useFormatCount();
  const tc = useTranslations('expertConsole');
  const { api, gameId } = useExpertServices();
  const defaultTour = useExpert((s) => s.currentTour ?? (s.lastClosedTour || null));
  const numberOfTours = useExpert((s) => s.numberOfTours);
  const [chosenTour, setChosenTour] = useState<number | null>(null);
  const [question, setQuestion] = useState(1);
  const finished = useExpert((s) => s.isFinished);
  const groupDecided = useExpert((s) => s.actions.groupDecided);
  // The sheet open in the checking panel (held by this expert, so the decision did not check it) takes the
  // decision too: sending its old tick would undo it.
  const decision = useDecideGroup(api, gameId, ({ tourNumber, questionNumber, group, isCorrect }, stack) =>
    groupDecided({ tourNumber, questionNumber, key: group.key, isCorrect, stack }),
  );
  /** The group whose teams are listed (one at a time), by round, question and key. */
  const [teamsOf, setTeamsOf] = useState<string | null>(null);
  const tour = chosenTour ?? defaultTour;
  // Asked at once, also before the first round (round 1's groups, empty then, not shown): whether the backend
  // groups answers at all is known before the expert needs it.
  const groups = useQuery(expertQueries.groups(api, gameId, tour ?? 1));
  const data = tour === null ? undefined : groups.data;
  const current = data?.find((q) => q.questionNumber === question) ?? data?.[0];
  // The question and its answer as GET .../answers has them (the groups reply's own copy until they have come).
  const answers = useQuery(expertQueries.answers(api, gameId));
  const correct = current && tour !== null ? (correctAnswerOf(answers.data, tour, current.questionNumber) ?? current) : undefined;

  const decide = (group: AnswerGroup, isCorrect: boolean) => {
    if (tour === null || !current || finished) return;
    decision.mutate({ tourNumber: tour, questionNumber: current.questionNumber, group, isCorrect });
  };
  const message = messageOf(decision, t, formatCount);
  // A success line is shown only while the groups still say what it says (a later sheet, decision or answer may
  // change them); a reply older than the decision cannot contradict it.
  const about = message?.about;
  const fresh = about !== undefined && groups.dataUpdatedAt > about.at;
  const shownMessage = message && (!about || (about.tour === tour && (!fresh || agrees(about, data)))) ? message : null;

  return (
    <section className={styles.panel} aria-labelledby="groups-heading">
      <h2 id="groups-heading">{t('heading')}</h2>
      <div className={styles.row}>
        <label className={styles.label}>
          <span>{t('tour')}</span>
          <select className={styles.field} value={tour ?? ''} onChange={(event) => setChosenTour(Number(event.target.value))}>
            {tour === null ? <option value="">{t('noTour')}</option> : null}
            {Array.from({ length: numberOfTours }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('tourOption', { tour: n })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.label}>
          <span>{t('question')}</span>
          <select
            className={styles.field}
            value={current?.questionNumber ?? ''}
            disabled={!data?.length}
            onChange={(event) => setQuestion(Number(event.target.value))}
          >
            {(data ?? []).map((q) => (
              <option key={q.questionNumber} value={q.questionNumber}>
                {t('questionOption', { number: q.questionNumber, count: q.groups.length, countText: formatCount(q.groups.length) })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.button} disabled={tour === null || groups.isFetching} onClick={() => void groups.refetch()}>
          {t('refresh')}
        </button>
      </div>
      {groups.isError && !isAdditionAbsentError(groups.error) ? (
        <p role="alert" className={styles.problem}>
          {t('loadFailed')}
        </p>
      ) : null}
      {finished ? <p className={styles.status}>{tc('readOnly')}</p> : null}
      {current ? (
        <>
          <p className={styles.hint}>
            {correct?.text} — {t('correct', { answer: correct?.answer ?? '' })}
          </p>
          {current.groups.length === 0 ? (
            <p className={styles.hint}>{t('empty')}</p>
          ) : (
            <ConsoleList
              items={current.groups}
              estimate={56}
              keyOf={(group) => group.key}
              label={t('list', { number: current.questionNumber })}
              testId="answer-groups"
              render={(group, index) => {
                const id = `group-${current.questionNumber}-${index}`;
                const which = `${tour}:${current.questionNumber}:${group.key}`;
                const expanded = teamsOf === which;
                const toggle = () => setTeamsOf(expanded ? null : which);
                return (
                  <>
                    <GroupRow group={group} decide={finished ? null : decide} teams={{ id, expanded, toggle }} />
                    {expanded && tour !== null ? <GroupTeams id={id} group={group} tourNumber={tour} answer={group.variants.join(' / ')} /> : null}
                  </>
                );
              }}
            />
          )}
        </>
      ) : null}
      <p role="status" className={shownMessage?.ok === false ? styles.problem : styles.ok}>
        {shownMessage?.text ?? ''}
      </p>
    </section>
  );
}

/** The line about the latest decision: its outcome, from the mutation (nothing while it is being sent). */
function messageOf(
  decision: ReturnType<typeof useDecideGroup>,
  t: ReturnType<typeof useTranslations<'expertConsole.groups'>>,
  formatCount: (value: number) => string,
): GroupMessage | null {
  if (decision.error) return { ok: false, text: conflictReason(decision.error) ?? t('failed') };
  if (!decision.data || !decision.variables) return null;
  const { tourNumber, questionNumber, group, isCorrect } = decision.variables;
  const { updatedAnswers, checkedSheets, decidedAt } = decision.data;
  return {
    ok: true,
    text: t(isCorrect ? 'decidedCorrect' : 'decidedWrong', {
      answer: balancedBidi(group.variants[0] ?? group.key),
      count: updatedAnswers,
      countText: formatCount(updatedAnswers),
      sheets: formatCount(checkedSheets),
    }),
    about: { tour: tourNumber, questionNumber, key: group.key, isCorrect, at: decidedAt },
  };
}

interface GroupMessage {
  ok: boolean;
  text: string;
  /** The decision a success line reports, and when it was made. */
  about?: { tour: number; questionNumber: number; key: string; isCorrect: boolean; at: number };
}

function agrees(about: NonNullable<GroupMessage['about']>, data: GroupQuestion[] | undefined): boolean {
  const group = data?.find((q) => q.questionNumber === about.questionNumber)?.groups.find((g) => g.key === about.key);
  return group !== undefined && !group.mixed && group.decision === about.isCorrect;
}

interface GroupRowProps {
  group: AnswerGroup;
  /** Null when the game is finished: the decision is shown, not offered. */
  decide: ((group: AnswerGroup, isCorrect: boolean) => void) | null;
  /** The disclosure of the group's teams (each team's sheet can be opened from there). */
  teams: { id: string; expanded: boolean; toggle: () => void };
}

function GroupRow({ group, decide, teams }: GroupRowProps) {
  const t = useTranslations('expertConsole.groups');
  const formatCount = useFormatCount();
  const name = group.variants.map(balancedBidi).join(' / ');
  const state = group.mixed ? t('mixed') : group.decision === null ? t('undecided') : t(group.decision ? 'isCorrect' : 'isWrong');
  return (
    <>
      <span>
        <span className={styles.answer}>
          {group.variants.map((variant, index) => (
            <Fragment key={index}>
              {index > 0 ? ' / ' : null}
              <UserText text={variant} />
            </Fragment>
          ))}
        </span>{' '}
        · {t('teams', { count: group.count, countText: formatCount(group.count) })} · {state}
        {group.suggested ? (
          <>
            {' '}
            · <span className={styles.badge}>{t('suggested')}</span>
          </>
        ) : null}
      </span>
      <span className={styles.row}>
        {group.sheets.length > 0 ? (
          <button
            type="button"
            className={styles.button}
            aria-expanded={teams.expanded}
            aria-controls={teams.expanded ? teams.id : undefined}
            aria-label={t('teamsOf', { answer: name, count: group.sheets.length, countText: formatCount(group.sheets.length) })}
            onClick={teams.toggle}
          >
            {t('teamsToggle', { count: group.sheets.length })}
          </button>
        ) : null}
        {decide ? (
          <>
            <button
              type="button"
              className={`${styles.button} ${styles.toggle}`}
              aria-pressed={group.decision === true}
              aria-label={t('markCorrect', { answer: name })}
              onClick={() => decide(group, true)}
            >
              {t('correctShort')}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.toggle} ${styles.toggleWrong}`}
              aria-pressed={group.decision === false}
              aria-label={t('markWrong', { answer: name })}
              onClick={() => decide(group, false)}
            >
              {t('wrongShort')}
            </button>
          </>
        ) : null}
      </span>
    </>
  );
}

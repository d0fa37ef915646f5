'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { balancedBidi } from '@/contract/user-text';
import { expertKeys } from '../api/expert-queries';
import { canTakeSheet } from '../model/expert-machine';
import { useExpert } from '../store';
import type { AnswerGroup, GroupSheet } from '../types';
import { useExpertServices } from './expert-provider';
import { ConsoleList } from './console-list';
import styles from './console.module.css';

type Shown = GroupSheet['status'] | 'OPEN';

const statusKey = {
  IN_STACK: 'statusInStack',
  YOURS: 'statusYours',
  HELD: 'statusHeld',
  CHECKED: 'statusChecked',
  OPEN: 'statusOpen',
} as const satisfies Record<Shown, string>;

/**
 * The teams that wrote a group's answer, each with "Open sheet": the sheet is held for this expert and opens in
 * the checking panel (same keys, same send), after which checking goes on from the stack. Only one sheet is open
 * at a time, so the buttons wait (with the reason shown) while one is. Results are read out by the live region.
 */
export function GroupTeams({ id, group, tourNumber, answer }: { id: string; group: AnswerGroup; tourNumber: number; answer: string }) {
  const t = useTranslations('expertConsole');
  const { engine, gameId } = useExpertServices();
  const queryClient = useQueryClient();
  const canTake = useExpert(canTakeSheet);
  const current = useExpert((s) => s.checking.currentBlank);
  // What this console knows better than the last groups reply: the sheets it sent and the one it has open.
  const sent = useExpert((s) => s.checking.blanks);
  const [opening, setOpening] = useState<number | null>(null);
  const [problem, setProblem] = useState<'sheetUnavailable' | 'sheetOpenFailed' | null>(null);
  const reasonId = `${id}-reason`;

  const shown = (sheet: GroupSheet): Shown => {
    if (sheet.id === current) return 'OPEN';
    return sent.some((blank) => blank.id === sheet.id && blank.resolved) ? 'CHECKED' : sheet.status;
  };
  const open = async (sheet: GroupSheet) => {
    setProblem(null);
    setOpening(sheet.id);
    const failure = await engine.openSheet(sheet.id);
    setOpening(null);
    if (failure) setProblem(failure.status === 409 ? 'sheetUnavailable' : 'sheetOpenFailed');
    void queryClient.invalidateQueries({ queryKey: expertKeys.groups(gameId, tourNumber) });
  };

  return (
    <div id={id} className={styles.teams} data-opens-sheet="">
      {current !== null ? (
        <p id={reasonId} className={styles.hint}>
          {t('groups.sheetIsOpen')}
        </p>
      ) : null}
      <ConsoleList
        items={group.sheets}
        estimate={44}
        keyOf={(sheet) => sheet.id}
        label={t('groups.teamsList', { answer })}
        testId="group-teams"
        render={(sheet) => {
          const status = shown(sheet);
          const statusId = `group-sheet-${sheet.id}-status`;
          const unavailable = status === 'CHECKED' || status === 'HELD' || status === 'OPEN';
          return (
            <>
              <span>
                <span className={styles.answer} dir="auto">
                  {balancedBidi(sheet.participantName)}
                </span>{' '}
                · <span id={statusId}>{t(`groups.${statusKey[status]}`)}</span>
              </span>
              <button
                type="button"
                className={styles.button}
                disabled={!canTake || unavailable}
                aria-busy={opening === sheet.id}
                aria-label={t('groups.openSheetOf', { team: balancedBidi(sheet.participantName) })}
                aria-describedby={current !== null && !unavailable ? reasonId : statusId}
                onClick={() => void open(sheet)}
              >
                {opening === sheet.id ? t('groups.opening') : t('groups.openSheet')}
              </button>
            </>
          );
        }}
      />
      {problem ? <p className={styles.problem}>{t(`announce.${problem}`)}</p> : null}
    </div>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { availableControls } from '../model/expert-machine';
import type { ControlFailure } from '../model/expert-engine';
import { useExpert } from '../store';
import type { ControlAction } from '../types';
import { useExpertServices } from './expert-provider';
import { FocusKeepingButton } from '@/components/ui/focus-keeping-button';
import { FinishGame } from './finish-game';
import { useNowUntil } from './use-now';
import styles from './console.module.css';

/**
 * The round controls. Each is enabled only where it makes sense, says when its call is under way, and a failure is
 * reported in words (refused because the game moved on, no network, or anything else) with the state refetched.
 */
export function RoundControls() {
  const t = useTranslations('expertConsole.controls');
  const { engine } = useExpertServices();
  const state = useExpert(
    useShallow((s) => ({
      pending: s.pending,
      inputTour: s.inputTour,
      lastClosedTour: s.lastClosedTour,
      numberOfTours: s.numberOfTours,
      openLockedUntil: s.openLockedUntil,
      lastShownTour: s.lastShownTour,
      // The open-answers countdown means something only while answers can be opened once it ends.
      canOpenLater: s.currentTour !== null && !s.canPlayersAnswer && !s.isFinished,
      actions: s.actions,
      gameId: s.gameId,
    })),
  );
  const now = useNowUntil(state.openLockedUntil);
  const enabled = useExpert(useShallow((s) => availableControls(s, now)));
  const [failure, setFailure] = useState<{ action: ControlAction; failure: ControlFailure } | null>(null);

  const run = async (action: ControlAction) => {
    setFailure(null);
    const result = await engine.control(action);
    if (result) setFailure({ action, failure: result });
    return result;
  };
  // "Show the next round's answers" names the round it reveals: the first closed one not shown yet.
  const nextShown = Math.min(state.lastShownTour + 1, state.numberOfTours);
  const label = (action: ControlAction) => t(`action.${action}`, { tour: nextShown });
  // aria-disabled, not disabled: the control keeps the keyboard focus while its call runs and after the game moves
  // on (a disabled button drops the focus to <body>); a sheet arriving meanwhile may still take it (blank-sheet).
  const button = (action: Exclude<ControlAction, 'finish'>, primary = false, describedBy?: string) => (
    <FocusKeepingButton
      className={`${styles.button} ${primary ? styles.primary : ''}`}
      unavailable={!enabled[action]}
      aria-busy={state.pending === action}
      aria-describedby={describedBy}
      onClick={() => void run(action)}
    >
      {state.pending === action ? t(`progress.${action}`) : label(action)}
    </FocusKeepingButton>
  );

  const tours = Array.from({ length: state.numberOfTours - state.lastClosedTour }, (_, i) => state.lastClosedTour + i + 1);
  const lockLeft = state.canOpenLater ? Math.ceil((state.openLockedUntil - now) / 1000) : 0;
  const scoresLocked = useExpert((s) => s.scoresLocked);

  return (
    <section className={styles.panel} aria-labelledby="controls-heading">
      <h2 id="controls-heading">{t('heading')}</h2>
      <div className={styles.row}>
        <label className={styles.label}>
          <span>{t('inputTour')}</span>
          <select
            className={styles.field}
            value={tours.includes(state.inputTour) ? state.inputTour : ''}
            disabled={tours.length === 0}
            onChange={(event) => state.actions.inputTourChosen({ tourNumber: Number(event.target.value) })}
          >
            {tours.length === 0 ? <option value="">{t('noTours')}</option> : null}
            {tours.map((tour) => (
              <option key={tour} value={tour}>
                {t('tourOption', { tour })}
              </option>
            ))}
          </select>
        </label>
        {button('startTour', true)}
      </div>
      <div className={styles.row}>
        {button('openAnswers', true, lockLeft > 0 ? 'open-lock' : undefined)}
        {button('closeTour')}
        {/* The line keeps its space while empty: nothing below moves when the countdown comes or goes. */}
        <p id="open-lock" className={`${styles.hint} ${styles.slot}`} data-testid="open-lock">
          {lockLeft > 0 ? t('openLocked', { seconds: lockLeft }) : ''}
        </p>
      </div>
      <div className={styles.row}>
        {button('showNextTour')}
        {button('showScores', false, scoresLocked ? 'scores-lock' : undefined)}
        <p id="scores-lock" className={`${styles.hint} ${styles.slot}`} data-testid="scores-lock">
          {scoresLocked && state.pending !== 'showScores' ? t('scoresLocked') : ''}
        </p>
      </div>
      <FinishGame gameId={state.gameId} enabled={enabled.finish} pending={state.pending === 'finish'} run={() => run('finish')} />
      {failure ? (
        <p role="alert" className={styles.problem}>
          {failure.failure.reason
            ? t('failed.refused', { action: label(failure.action), reason: failure.failure.reason })
            : t(failure.failure.status === 409 ? 'failed.conflict' : failure.failure.status === 0 ? 'failed.network' : 'failed.other', {
                action: label(failure.action),
              })}
        </p>
      ) : null}
    </section>
  );
}

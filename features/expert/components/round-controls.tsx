'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { availableControls } from '../model/expert-machine';
import type { ControlFailure } from '../model/expert-engine';
import { useExpert } from '../store';
import type { ControlAction } from '../types';
import { useExpertServices } from './expert-provider';
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
      actions: s.actions,
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
  const button = (action: Exclude<ControlAction, 'finish'>, primary = false, describedBy?: string) => (
    <button
      type="button"
      className={`${styles.button} ${primary ? styles.primary : ''}`}
      disabled={!enabled[action]}
      aria-busy={state.pending === action}
      aria-describedby={describedBy}
      onClick={() => void run(action)}
    >
      {state.pending === action ? t(`progress.${action}`) : t(`action.${action}`)}
    </button>
  );

  const tours = Array.from({ length: state.numberOfTours - state.lastClosedTour }, (_, i) => state.lastClosedTour + i + 1);
  const lockLeft = Math.ceil((state.openLockedUntil - now) / 1000);
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
        {lockLeft > 0 ? (
          <p id="open-lock" className={styles.hint} data-testid="open-lock">
            {t('openLocked', { seconds: lockLeft })}
          </p>
        ) : null}
      </div>
      <div className={styles.row}>
        {button('showNextTour')}
        {button('showScores', false, scoresLocked ? 'scores-lock' : undefined)}
        {scoresLocked && state.pending !== 'showScores' ? (
          <p id="scores-lock" className={styles.hint}>
            {t('scoresLocked')}
          </p>
        ) : null}
      </div>
      <FinishGame enabled={enabled.finish} pending={state.pending === 'finish'} run={() => run('finish')} />
      {failure ? (
        <p role="alert" className={styles.problem}>
          {t(failure.failure.status === 409 ? 'failed.conflict' : failure.failure.status === 0 ? 'failed.network' : 'failed.other', {
            action: t(`action.${failure.action}`),
          })}
        </p>
      ) : null}
    </section>
  );
}

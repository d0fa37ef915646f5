'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { balancedBidi } from '@/contract/user-text';
import { activateMechanic, updateMechanics } from '../api/expert-api';
import { useExpert } from '../store';
import type { GameState } from '../types';
import { FocusKeepingButton } from '@/components/ui/focus-keeping-button';
import { useExpertServices } from './expert-provider';
import { VirtualList } from './virtual-list';
import styles from './console.module.css';

/** The TUTS buzzer ("who is first"): switch on (list cleared), clear the list, switch off; the press order live. */
export function MechanicsPanel() {
  const t = useTranslations('expertConsole.mechanics');
  const { api, gameId } = useExpertServices();
  const tuts = useExpert((s) => s.mechanics.TUTS);
  const available = useExpert((s) => s.gameMechanics.includes('TUTS'));
  const finished = useExpert((s) => s.isFinished);
  const { stateLoaded, mechanicSwitched } = useExpert((s) => s.actions);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  /** A switch on or off is announced from its reply; a cleared list is announced by ReactionsCleared. */
  const call = async (work: () => Promise<GameState>, switchTo: boolean | null) => {
    setBusy(true);
    setFailed(false);
    try {
      const state = await work();
      if (switchTo === null) stateLoaded({ state });
      else mechanicSwitched({ on: switchTo, state });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  if (!available) return null;

  return (
    <section className={styles.panel} aria-labelledby="mechanics-heading">
      <h2 id="mechanics-heading">{t('heading')}</h2>
      <p className={styles.status}>{t(tuts.active ? 'active' : 'inactive')}</p>
      <div className={styles.row}>
        {/* One button that switches (not two that replace each other), aria-disabled while its call runs, and
            the same for Clear: the keyboard focus stays where the expert left it. */}
        <FocusKeepingButton
          key="switch"
          className={`${styles.button} ${tuts.active ? '' : styles.primary}`}
          unavailable={busy || (!tuts.active && finished)}
          aria-busy={busy}
          onClick={() => void (tuts.active ? call(() => updateMechanics(api, gameId), false) : call(() => activateMechanic(api, gameId, 'TUTS'), true))}
        >
          {t(tuts.active ? 'deactivate' : 'activate')}
        </FocusKeepingButton>
        <FocusKeepingButton
          key="clear"
          className={styles.button}
          unavailable={busy || tuts.reactions.length === 0}
          onClick={() => void call(() => updateMechanics(api, gameId, 'TUTS'), null)}
        >
          {t('clear')}
        </FocusKeepingButton>
      </div>
      {failed ? (
        <p role="alert" className={styles.problem}>
          {t('failed')}
        </p>
      ) : null}
      {tuts.reactions.length === 0 ? (
        <p className={styles.hint}>{t('empty')}</p>
      ) : (
        <VirtualList
          items={tuts.reactions}
          estimate={40}
          keyOf={(reaction) => reaction.participantId}
          label={t('list')}
          testId="reactions"
          render={(reaction) => <span dir="auto">{t('reaction', { order: reaction.order, team: balancedBidi(reaction.name) })}</span>}
        />
      )}
    </section>
  );
}

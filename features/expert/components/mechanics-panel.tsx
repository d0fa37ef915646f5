'use client';
import { useTranslations } from 'next-intl';
import { balancedBidi } from '@/contract/user-text';
import { useActivateMechanic } from '../api/use-activate-mechanic';
import { useUpdateMechanics } from '../api/use-update-mechanics';
import { useExpert } from '../store';
import type { GameState } from '../types';
import { FocusKeepingButton } from '@/components/ui/focus-keeping-button';
import { useExpertServices } from './expert-provider';
import { ConsoleList } from './console-list';
import styles from './console.module.css';

/** The TUTS buzzer ("who is first"): switch on (list cleared), clear the list, switch off; the press order live. */
export function MechanicsPanel() {
  const t = useTranslations('expertConsole.mechanics');
  const { api, gameId } = useExpertServices();
  const tuts = useExpert((s) => s.mechanics.TUTS);
  const available = useExpert((s) => s.gameMechanics.includes('TUTS'));
  const finished = useExpert((s) => s.isFinished);
  const { stateLoaded, mechanicSwitched } = useExpert((s) => s.actions);
  const activate = useActivateMechanic(api, gameId);
  const update = useUpdateMechanics(api, gameId);
  const busy = activate.isPending || update.isPending;
  // The latest call's outcome: a new call clears the other hook's old error.
  const failed = activate.isError || update.isError;

  /** A switch on or off is announced from its reply; a cleared list is announced by ReactionsCleared. */
  const switchOn = () => {
    update.reset();
    activate.mutate('TUTS', { onSuccess: (state) => mechanicSwitched({ on: true, state }) });
  };
  const switchOff = () => {
    activate.reset();
    update.mutate(null, { onSuccess: (state) => mechanicSwitched({ on: false, state }) });
  };
  const clear = () => {
    activate.reset();
    update.mutate('TUTS', { onSuccess: (state: GameState) => stateLoaded({ state }) });
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
          onClick={tuts.active ? switchOff : switchOn}
        >
          {t(tuts.active ? 'deactivate' : 'activate')}
        </FocusKeepingButton>
        <FocusKeepingButton key="clear" className={styles.button} unavailable={busy || tuts.reactions.length === 0} onClick={clear}>
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
        <ConsoleList
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

'use client';
import dynamic from 'next/dynamic';
import type { CSSProperties, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { useParticipant } from '../store';
import { AnswerSheet } from './sheet/answer-sheet';
import { ConnectionIndicator } from './status/connection-indicator';
import { GameStatusBar } from './status/game-status-bar';
import { LiveAnnouncer } from './status/live-announcer';
import { GameTabs } from './tabs/game-tabs';
import { useScreen } from './use-screen';
import styles from './game-screen.module.css';

// Shown only at the end of the game and while the expert runs the buzzer: their code loads when they appear, in
// the browser (their live data may have moved on before a lazily loaded part would hydrate; the round panel
// already says when the game is over).
const FinishedPanel = dynamic(() => import('./finished-panel').then((m) => m.FinishedPanel), { ssr: false });
const Buzzer = dynamic(() => import('./mechanics/buzzer').then((m) => m.Buzzer), { ssr: false });

/**
 * The participant screen: status bar, the round panel (answer sheet, buzzer) and the player layout's tabs.
 * `showTeammates` is the language's `showCurrentTeammatesCounter` (decided on the server: the locale settings
 * table stays out of the browser bundle). `onlyBlank` shows the answer sheet alone (with the connection state), e.g.
 * on a second device or an overlay; after the game, the finished panel with it.
 */
/**
 * `help` is the support request control, composed by the route; it is given only when the header (where support
 * usually sits) is hidden: the sheet-only view (`onlyBlank`) or a game whose appearance hides the header.
 */
export function GameScreen({
  locale,
  onlyBlank,
  showTeammates,
  nextGameHref,
  help,
}: {
  locale: Locale;
  onlyBlank: boolean;
  showTeammates: boolean;
  /** Where the finished game invites the team next (the language's `endGame`), else nothing. */
  nextGameHref?: string | undefined;
  help?: ReactNode;
}) {
  const finished = useParticipant((s) => s.isFinished);
  const buzzer = useParticipant((s) => s.tuts.active || s.tuts.reactions.length > 0);
  const accent = useScreen((s) => s.appearance.mainColor);
  const style = accent ? ({ '--game-accent': accent } as CSSProperties) : undefined;

  if (onlyBlank) {
    return (
      <main id="main" className={styles.blank} style={style}>
        <LiveAnnouncer />
        <ConnectionIndicator />
        {/* At the end the sheet alone has nothing left to do: the place, the gift and the feedback link show here too. */}
        {finished ? <FinishedPanel nextGameHref={nextGameHref} /> : null}
        <AnswerSheet />
        {help ? <p className={styles.help}>{help}</p> : null}
      </main>
    );
  }
  return (
    <main id="main" className={styles.screen} style={style}>
      <LiveAnnouncer />
      <GameStatusBar showTeammates={showTeammates} />
      {finished ? <FinishedPanel nextGameHref={nextGameHref} /> : null}
      <div className={styles.layout}>
        <div className={styles.round}>
          <AnswerSheet />
          {buzzer ? <Buzzer /> : null}
        </div>
        <GameTabs locale={locale} />
      </div>
      {help ? <p className={styles.help}>{help}</p> : null}
    </main>
  );
}

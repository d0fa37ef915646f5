'use client';
import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { useParticipant } from '../store';
import { FinishedPanel } from './finished-panel';
import { Buzzer } from './mechanics/buzzer';
import { AnswerSheet } from './sheet/answer-sheet';
import { ConnectionIndicator } from './status/connection-indicator';
import { GameStatusBar } from './status/game-status-bar';
import { LiveAnnouncer } from './status/live-announcer';
import { GameTabs } from './tabs/game-tabs';
import { useScreen } from './use-screen';
import styles from './game-screen.module.css';

/**
 * The participant screen: status bar, the round panel (answer sheet, buzzer) and the player layout's tabs.
 * `onlyBlank` shows the answer sheet alone (with the connection state), e.g. on a second device or an overlay.
 */
export function GameScreen({ locale, onlyBlank }: { locale: Locale; onlyBlank: boolean }) {
  const finished = useParticipant((s) => s.isFinished);
  const accent = useScreen((s) => s.appearance.mainColor);
  const style = accent ? ({ '--game-accent': accent } as CSSProperties) : undefined;

  if (onlyBlank) {
    return (
      <main id="main" className={styles.blank} style={style}>
        <LiveAnnouncer />
        <ConnectionIndicator />
        <AnswerSheet />
      </main>
    );
  }
  return (
    <main id="main" className={styles.screen} style={style}>
      <LiveAnnouncer />
      <GameStatusBar locale={locale} />
      {finished ? <FinishedPanel /> : null}
      <div className={styles.layout}>
        <div className={styles.round}>
          <AnswerSheet />
          <Buzzer />
        </div>
        <GameTabs locale={locale} />
      </div>
    </main>
  );
}

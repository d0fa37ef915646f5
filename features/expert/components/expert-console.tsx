'use client';
import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFormatCount } from '@/lib/i18n/use-format-count';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { expertQueries } from '../api/expert-queries';
import type { ExpertGame, GameState } from '../types';
import { CheckingPanel } from './checking-panel';
import { ConnectionIndicator } from './connection-indicator';
import { ExpertChannel } from './expert-channel';
import { ExpertProvider, useExpertServices } from './expert-provider';
import { LiveAnnouncer } from './live-announcer';
import { LiveFigures, RoundStatus } from './live-figures';
import { RoundControls } from './round-controls';
import styles from './console.module.css';

// Below the first screen: their code loads after the controls and the checking panel.
const GroupsPanel = dynamic(() => import('./groups-panel').then((m) => m.GroupsPanel));
const AppealsPanel = dynamic(() => import('./appeals-panel').then((m) => m.AppealsPanel));
const MechanicsPanel = dynamic(() => import('./mechanics-panel').then((m) => m.MechanicsPanel));
const SettingsPanel = dynamic(() => import('./settings-panel').then((m) => m.SettingsPanel));

export interface ExpertConsoleProps {
  game: ExpertGame;
  state: GameState;
  expertId: number;
  startsAtText: string;
}

/** The expert console at /expert/{gameId}: one realtime connection (expert session), the store, the panels. */
export function ExpertConsole({ game, state, expertId, startsAtText }: ExpertConsoleProps) {
  return (
    <RealtimeProvider scope="expert">
      <ExpertProvider gameId={game.id} expertId={expertId} state={state}>
        <ExpertChannel />
        <ConsoleScreen startsAtText={startsAtText} fallback={game} />
      </ExpertProvider>
    </RealtimeProvider>
  );
}

function ConsoleScreen({ startsAtText, fallback }: { startsAtText: string; fallback: ExpertGame }) {
  const t = useTranslations('expertConsole');
  const formatCount = useFormatCount();
  const { api, gameId } = useExpertServices();
  const game = useQuery(expertQueries.details(api, gameId)).data ?? fallback;
  return (
    <div className={styles.console}>
      <div className={styles.top}>
        <div>
          <h1 className={styles.title}>{game.name}</h1>
          <p className={styles.meta}>
            {t('meta', { city: game.cityName, start: startsAtText, teams: game.participantsCount, teamsText: formatCount(game.participantsCount) })}
          </p>
        </div>
        <ConnectionIndicator />
      </div>
      <RoundStatus />
      <LiveFigures />
      <div className={styles.grid}>
        <RoundControls />
        <CheckingPanel />
        <AppealsPanel />
        <GroupsPanel />
        <MechanicsPanel />
        <SettingsPanel />
      </div>
      <LiveAnnouncer />
    </div>
  );
}

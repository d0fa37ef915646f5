'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { balancedBidi } from '@/contract/user-text';
import { useParticipant } from '../../store';
import { useScreen } from '../use-screen';
import { ConnectionIndicator } from './connection-indicator';
import { StartedHelper } from './started-helper';
import styles from './status.module.css';

const ScoresModal = dynamic(() => import('./scores-modal').then((m) => m.ScoresModal), { ssr: false });

/** The game's heading and live facts: round, connection, the team's size and who is online, voice chat, scores; the
 * started-game helpers. */
export function GameStatusBar({ showTeammates }: { showTeammates: boolean }) {
  const t = useTranslations('participant.status');
  const { gameName, teamName, numberOfTours, startsAt } = useScreen((s) => ({
    gameName: s.gameName,
    teamName: s.teamName,
    numberOfTours: s.numberOfTours,
    startsAt: s.startsAt,
  }));
  const tour = useParticipant((s) => s.currentTour);
  const canAnswer = useParticipant((s) => s.canAnswer);
  const lastClosed = useParticipant((s) => s.lastClosedTour);
  const finished = useParticipant((s) => s.isFinished);
  const teammates = useParticipant((s) => s.teammatesOnline);
  const members = useParticipant((s) => s.membersCount);
  const voiceChat = useParticipant((s) => s.icqChatId);
  const [scoresOpen, setScoresOpen] = useState(false);

  const round = finished
    ? t('roundFinished')
    : tour !== null
      ? t(canAnswer ? 'roundOpen' : 'roundStarted', { tour, total: numberOfTours })
      : lastClosed > 0
        ? t('roundClosed', { tour: lastClosed, total: numberOfTours })
        : t('roundNone');

  return (
    <header className={styles.bar}>
      <div className={styles.titles}>
        <h1 className={styles.game}>{gameName}</h1>
        <p className={styles.team} dir="auto">
          {t('team', { name: balancedBidi(teamName) })}
        </p>
      </div>
      <ul className={styles.facts}>
        <li data-testid="round-state">{round}</li>
        <li>
          <ConnectionIndicator />
        </li>
        {/* The spec's teammate counter: the team's size (it changes live when an invite is accepted) and who of it is online. */}
        {showTeammates ? (
          <li data-testid="teammates">{members === null ? t('teammates', { count: teammates }) : t('teamSize', { members, online: teammates })}</li>
        ) : null}
        {voiceChat ? (
          <li>
            <a href={voiceChat} target="_blank" rel="noopener noreferrer">
              {t('voiceChat')}
            </a>
          </li>
        ) : null}
        <li>
          <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => setScoresOpen(true)}>
            {t('scores')}
          </button>
        </li>
      </ul>
      <StartedHelper startsAt={startsAt} finished={finished} />
      {scoresOpen ? <ScoresModal open={scoresOpen} onOpenChange={setScoresOpen} /> : null}
    </header>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { useParticipant } from '../../store';
import { useScreen } from '../use-screen';
import styles from './tabs.module.css';

/** Element id the game chat (its own issue) mounts into; the container and its game id are ready for it. */
export const GAME_CHAT_CONTAINER_ID = 'game-chat';

export function ChatPanel() {
  const t = useTranslations('participant.chat');
  const gameId = useScreen((s) => s.gameId);
  const locked = useParticipant((s) => s.chatLocked);
  const inRound = useParticipant((s) => s.currentTour !== null);
  return (
    <section aria-labelledby="chat-heading" className={styles.card}>
      <h2 id="chat-heading" className={styles.panelHeading}>
        {t('heading')}
      </h2>
      <p className={styles.note}>{inRound ? t('duringRound') : locked ? t('locked') : t('note')}</p>
      <div id={GAME_CHAT_CONTAINER_ID} data-game-id={gameId} data-locked={locked ?? undefined} />
    </section>
  );
}

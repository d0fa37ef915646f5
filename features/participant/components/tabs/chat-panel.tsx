'use client';
import { useTranslations } from 'next-intl';
import { useContext } from 'react';
import { useScreen } from '../use-screen';
import { ChatSlotContext } from './game-tabs';
import styles from './tabs.module.css';

/** Element id of the game chat's container (it carries the game id). */
const GAME_CHAT_CONTAINER_ID = 'game-chat';

/** The chat tab: the game chat the route composed in (ChatSlotContext), or a note when there is none. */
export function ChatPanel() {
  const t = useTranslations('participant.chat');
  const gameId = useScreen((s) => s.gameId);
  const chat = useContext(ChatSlotContext);
  return (
    <section aria-labelledby="chat-heading" className={styles.card}>
      <h2 id="chat-heading" className={styles.panelHeading}>
        {t('heading')}
      </h2>
      <div id={GAME_CHAT_CONTAINER_ID} data-game-id={gameId}>
        {chat ? <chat.Panel /> : <p className={styles.note}>{t('unavailable')}</p>}
      </div>
    </section>
  );
}

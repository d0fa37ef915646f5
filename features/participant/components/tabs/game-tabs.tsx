'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { createContext, useContext, useRef, type ComponentType, type KeyboardEvent } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { useParticipant, useParticipantActions, useUnseenCount } from '../../store';
import { gameTabs, type GameTab } from '../../types';
import styles from './tabs.module.css';
import { useScrollStrip } from './use-scroll-strip';

export interface PanelProps {
  locale: Locale;
}

/**
 * The game chat, composed by the route (a feature never imports another): the panel's content and the chat tab's
 * unread count. Without it the chat panel says the chat is not available.
 */
export interface ChatSlot {
  Panel: ComponentType;
  Badge: ComponentType<{ className?: string }>;
}

export const ChatSlotContext = createContext<ChatSlot | null>(null);

function PanelLoading() {
  const t = useTranslations('participant.tabs');
  return (
    <p className={styles.loading} aria-busy="true">
      {t('loading')}
    </p>
  );
}

// Each panel's code loads when its tab is first opened: the rating's virtual list, the result cards and the
// appeal form are not part of the first load. Panels render in the browser only: their data (the rating, fresh
// results, live store state) may change before a lazily loaded panel would hydrate, and server markup that no
// longer matches is worse than a short "loading".
const loading = () => <PanelLoading />;
const panels: Record<GameTab, ComponentType<PanelProps>> = {
  rating: dynamic(() => import('./rating-panel').then((m) => m.RatingPanel), { loading, ssr: false }),
  teams: dynamic(() => import('./teams-panel').then((m) => m.TeamsPanel), { loading, ssr: false }),
  answers: dynamic(() => import('./answers-panel').then((m) => m.AnswersPanel), { loading, ssr: false }),
  chat: dynamic(() => import('./chat-panel').then((m) => m.ChatPanel), { loading, ssr: false }),
  presentation: dynamic(() => import('./presentation-panel').then((m) => m.PresentationPanel), { loading, ssr: false }),
  stream: dynamic(() => import('./stream-panel').then((m) => m.StreamPanel), { loading, ssr: false }),
  rules: dynamic(() => import('./rules-panel').then((m) => m.RulesPanel), { loading, ssr: false }),
};

/**
 * The player layout's tabs (spec section 2), the WAI-ARIA tabs pattern: one tab stop, arrows / Home / End move and
 * select (automatic activation), each tab controls its panel. Hand-written rather than Radix Tabs: the same
 * behaviour for a fraction of the first-load JavaScript this screen is allowed. The selected tab lives in the
 * store, so the header menu can open one.
 */
export function GameTabs({ locale }: PanelProps) {
  const t = useTranslations('participant.tabs');
  const tab = useParticipant((s) => s.tab);
  const { tabSelected } = useParticipantActions();
  const unseen = useUnseenCount();
  const chat = useContext(ChatSlotContext);
  const triggers = useRef<Partial<Record<GameTab, HTMLButtonElement | null>>>({});
  const strip = useRef<HTMLDivElement>(null);
  const Panel = panels[tab];
  useScrollStrip(strip, tab);

  const select = (next: GameTab) => {
    tabSelected({ tab: next });
    triggers.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = gameTabs.indexOf(tab);
    const target =
      event.key === 'ArrowRight'
        ? gameTabs[(index + 1) % gameTabs.length]
        : event.key === 'ArrowLeft'
          ? gameTabs[(index - 1 + gameTabs.length) % gameTabs.length]
          : event.key === 'Home'
            ? gameTabs[0]
            : event.key === 'End'
              ? gameTabs[gameTabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.tabs} id="game-tabs">
      <div role="tablist" aria-label={t('label')} className={styles.list} ref={strip}>
        {gameTabs.map((name) => (
          <button
            key={name}
            ref={(el) => void (triggers.current[name] = el)}
            type="button"
            role="tab"
            id={`game-tab-${name}`}
            aria-selected={name === tab}
            aria-controls={`game-panel-${name}`}
            tabIndex={name === tab ? 0 : -1}
            data-state={name === tab ? 'active' : 'inactive'}
            className={styles.trigger}
            onClick={() => select(name)}
            onKeyDown={onKeyDown}
          >
            {t(name)}
            {name === 'answers' && unseen > 0 ? ' ' : null}
            {name === 'answers' && unseen > 0 ? (
              <span className={styles.badge} data-testid="answers-badge">
                <span aria-hidden="true">{unseen}</span>
                <span className="visually-hidden">{t('unseen', { count: unseen })}</span>
              </span>
            ) : null}
            {name === 'chat' && chat ? <chat.Badge className={styles.badge} /> : null}
          </button>
        ))}
      </div>
      {/* Every panel element exists (hidden when not selected) so each tab's aria-controls names a real element. */}
      {gameTabs.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`game-panel-${name}`}
          aria-labelledby={`game-tab-${name}`}
          hidden={name !== tab}
          tabIndex={0}
          className={styles.panel}
          data-state={name === tab ? 'active' : 'inactive'}
        >
          {name === tab ? <Panel locale={locale} /> : null}
        </div>
      ))}
    </div>
  );
}

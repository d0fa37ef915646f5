'use client';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { useParticipant, useParticipantActions, useUnseenCount } from '../../store';
import { gameTabs, type GameTab } from '../../types';
import styles from './tabs.module.css';

export interface PanelProps {
  locale: Locale;
}

function PanelLoading() {
  const t = useTranslations('participant.tabs');
  return (
    <p className={styles.loading} aria-busy="true">
      {t('loading')}
    </p>
  );
}

// Each panel's code loads when its tab is first opened: the rating's virtual list, the result cards and the
// appeal form are not part of the first load.
const loading = () => <PanelLoading />;
const panels: Record<GameTab, ComponentType<PanelProps>> = {
  rating: dynamic(() => import('./rating-panel').then((m) => m.RatingPanel), { loading }),
  teams: dynamic(() => import('./teams-panel').then((m) => m.TeamsPanel), { loading }),
  answers: dynamic(() => import('./answers-panel').then((m) => m.AnswersPanel), { loading }),
  chat: dynamic(() => import('./chat-panel').then((m) => m.ChatPanel), { loading }),
  presentation: dynamic(() => import('./presentation-panel').then((m) => m.PresentationPanel), { loading }),
  stream: dynamic(() => import('./stream-panel').then((m) => m.StreamPanel), { loading }),
  rules: dynamic(() => import('./rules-panel').then((m) => m.RulesPanel), { loading }),
};

/** The player layout's tabs (spec section 2). The selected tab lives in the store, so the header menu can open one. */
export function GameTabs({ locale }: PanelProps) {
  const t = useTranslations('participant.tabs');
  const tab = useParticipant((s) => s.tab);
  const { tabSelected } = useParticipantActions();
  const unseen = useUnseenCount();
  const Panel = panels[tab];
  return (
    <Tabs.Root className={styles.tabs} value={tab} onValueChange={(value) => tabSelected({ tab: value as GameTab })} id="game-tabs">
      <Tabs.List className={styles.list} aria-label={t('label')}>
        {gameTabs.map((name) => (
          <Tabs.Trigger key={name} value={name} className={styles.trigger}>
            {t(name)}
            {name === 'answers' && unseen > 0 ? ' ' : null}
            {name === 'answers' && unseen > 0 ? (
              <span className={styles.badge} data-testid="answers-badge">
                <span aria-hidden="true">{unseen}</span>
                <span className="visually-hidden">{t('unseen', { count: unseen })}</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Every panel element exists (hidden when inactive) so each tab's aria-controls names a real element; only the
          selected one renders its content. */}
      {gameTabs.map((name) => (
        <Tabs.Content key={name} value={name} className={styles.panel} forceMount hidden={name !== tab}>
          {name === tab ? <Panel locale={locale} /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useParticipantActions } from '../../store';
import { useScreen } from '../use-screen';
import type { GameDocumentLinks } from './faq-modal';
import { GameMenu } from './game-menu';
import styles from './header-actions.module.css';

const FaqModal = dynamic(() => import('./faq-modal').then((m) => m.FaqModal), { ssr: false });
const ScreenSettingsModal = dynamic(() => import('./screen-settings-modal').then((m) => m.ScreenSettingsModal), { ssr: false });

export type GameDialog = 'faq' | 'settings' | null;

/**
 * The game page's header actions: invite to the team (`onInvite`: the page opens the team's invite dialog) and
 * FAQ (which also links the full FAQ and rules documents, `documents`); below 840 px a game menu with invite, FAQ,
 * rules and screen settings.
 */
export function GameHeaderActions({ onInvite, documents }: { onInvite: () => void; documents: GameDocumentLinks }) {
  const t = useTranslations('participant.header');
  const showInvite = useScreen((s) => s.appearance.showInvite);
  const { tabSelected } = useParticipantActions();
  const [dialog, setDialog] = useState<GameDialog>(null);
  const [opened, setOpened] = useState<Set<GameDialog>>(new Set());
  const open = (next: GameDialog) => {
    setOpened((s) => new Set(s).add(next));
    setDialog(next);
  };
  /** Opens the rules tab and puts focus on it (the menu item that asked is gone), with the tabs at the top. */
  const showRules = () => {
    tabSelected({ tab: 'rules' });
    document.getElementById('game-tab-rules')?.focus({ preventScroll: true });
    document.getElementById('game-tabs')?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={styles.actions}>
      {showInvite ? (
        <button type="button" className={styles.wide} aria-haspopup="dialog" onClick={onInvite}>
          {t('invite')}
        </button>
      ) : null}
      <button type="button" className={styles.wide} aria-haspopup="dialog" onClick={() => open('faq')}>
        {t('faq')}
      </button>
      <GameMenu showInvite={showInvite} onInvite={onInvite} onFaq={() => open('faq')} onRules={showRules} onSettings={() => open('settings')} />
      {opened.has('faq') ? <FaqModal open={dialog === 'faq'} onOpenChange={(o) => setDialog(o ? 'faq' : null)} documents={documents} /> : null}
      {opened.has('settings') ? <ScreenSettingsModal open={dialog === 'settings'} onOpenChange={(o) => setDialog(o ? 'settings' : null)} /> : null}
    </div>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './header-actions.module.css';

/**
 * The burger menu of the game page below 840 px (spec): invite to team, FAQ, rules, screen settings. A disclosure
 * with buttons: Escape or a click elsewhere closes it and focus returns to the toggle; so does choosing an item.
 */
export function GameMenu(props: { showInvite: boolean; onInvite: () => void; onFaq: () => void; onRules: () => void; onSettings: () => void }) {
  const t = useTranslations('participant.header');
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const item = (label: string, run: () => void) => (
    <li>
      <button
        type="button"
        onClick={() => {
          setOpen(false);
          // The item hides with the list; focus goes to the toggle first, so a dialog opened by the item returns it
          // there when it closes (and an item that moves focus elsewhere, like the rules tab, does so after this).
          toggle.current?.focus();
          run();
        }}
      >
        {label}
      </button>
    </li>
  );

  return (
    <div className={styles.menu} ref={box}>
      <button
        ref={toggle}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('menu')}
        onClick={() => setOpen((o) => !o)}
      >
        {/* Three dots, not a burger: the site's own menu button sits next to it on small screens. */}
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
          <circle cx="12" cy="5" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="12" cy="19" r="2" />
        </svg>
      </button>
      <ul id={id} className={styles.menuList} hidden={!open}>
        {props.showInvite ? item(t('invite'), props.onInvite) : null}
        {item(t('faq'), props.onFaq)}
        {item(t('rules'), props.onRules)}
        {item(t('settings'), props.onSettings)}
      </ul>
    </div>
  );
}

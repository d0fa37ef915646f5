'use client';
import { useTranslations } from 'next-intl';
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { MODAL_DEFAULT_MAX_WIDTH_PX } from '@/lib/config/timings';
import styles from './modal.module.css';

export interface PendingModalProps {
  /** The coming modal's title, so the box that replaces this one keeps its place and name. */
  title: ReactNode;
  /** What is happening, read out politely (e.g. "Loading…"). */
  status: ReactNode;
  /** Escape or the close icon: the caller closes as the modal would. */
  onClose: () => void;
  maxWidth?: number;
}

/**
 * The box of a modal whose code is still on its way (a lazily loaded dialog opened by a click): it paints with the
 * click, in the place and with the title of the modal that replaces it, busy. Focus moves into it (announced as a
 * dialog), stays there (Tab), and Escape or the close icon close it. When it goes, focus goes back to what had it
 * before, so the modal that follows opens, and later gives focus back, exactly as if it had opened straight away.
 * Deliberately light (no Radix, no portal, no scroll lock): it is in the page's first load and shows for a moment.
 */
export function PendingModal({ title, status, onClose, maxWidth = MODAL_DEFAULT_MAX_WIDTH_PX }: PendingModalProps) {
  const t = useTranslations('modal');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    box?.focus({ preventScroll: true });
    return () => {
      // Still in the document here (layout clean-ups run before the removal): only focus this box had goes back.
      const now = document.activeElement;
      if (opener?.isConnected && (now === null || now === document.body || box?.contains(now))) opener.focus({ preventScroll: true });
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // The page behind is inert while a modal is open; the close icon is the only control here.
      event.preventDefault();
      const close = ref.current?.querySelector('button');
      if (close && document.activeElement !== close) close.focus();
      else ref.current?.focus();
    }
  };
  // In place, not portalled: a first portal into the body would register React's event listeners there, in the click.
  return (
    <>
      <div className={styles.overlay} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        tabIndex={-1}
        className={styles.content}
        style={{ maxWidth }}
        onKeyDown={onKeyDown}
        data-testid="pending-modal"
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </>
  );
}

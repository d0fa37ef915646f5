'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useRef, type ReactNode } from 'react';
import { MODAL_DEFAULT_MAX_WIDTH_PX } from '@/lib/config/timings';
import { modalCloseAddress } from '@/lib/routing/modal-close-address';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visually hidden title when the design shows none; the dialog still gets an accessible name. */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  maxWidth?: number;
  /** Whether a click on the backdrop closes the modal (Escape and the close icon always do). */
  closeOnBackdrop?: boolean;
}

/**
 * The generic modal of the shell: Radix Dialog (focus trap, Escape, aria) with the spec's close rules.
 * Radix gives focus back only to its own Dialog.Trigger; these modals are opened by buttons of their callers, so the
 * element that had focus when the modal opened gets it back when it closes (a keyboard or screen reader user stays
 * where they were instead of starting again at the top of the page).
 */
export function Modal({ open, onOpenChange, title, hideTitle, description, children, maxWidth = MODAL_DEFAULT_MAX_WIDTH_PX, closeOnBackdrop = true }: ModalProps) {
  const t = useTranslations('modal');
  const pathname = usePathname();
  const locale = useLocale();
  const router = useRouter();
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      const address = modalCloseAddress(pathname, locale);
      if (address) router.replace(address, { scroll: false });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="modal-overlay" />
        <Dialog.Content
          className={styles.content}
          style={{ maxWidth }}
          // Radix warns without a description; an explicit undefined says the dialog has none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(e) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (!target?.isConnected) return;
            e.preventDefault();
            target.focus();
          }}
          onPointerDownOutside={(e) => {
            if (!closeOnBackdrop) e.preventDefault();
          }}
        >
          <Dialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
          <Dialog.Close className={styles.close} aria-label={t('close')}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

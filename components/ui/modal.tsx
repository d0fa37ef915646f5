'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { MODAL_DEFAULT_MAX_WIDTH_PX } from '@/lib/config/timings';
import { modalCloseAddress } from '@/lib/routing/modal-close-address';
import styles from './modal.module.css';
import { useReturnFocus } from './use-return-focus';

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
  /**
   * Whether closing follows the spec's address-reset rule (default). A modal over any page that is not the page's
   * own (the support request, opened over /reg/… or /private/…) leaves the address alone.
   */
  resetsAddress?: boolean;
}

/**
 * The generic modal of the shell: Radix Dialog (focus trap, Escape, aria) with the spec's close rules. Opened by
 * its callers' own buttons, it gives focus back to the one that opened it (useReturnFocus).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  maxWidth = MODAL_DEFAULT_MAX_WIDTH_PX,
  closeOnBackdrop = true,
  resetsAddress = true,
}: ModalProps) {
  const t = useTranslations('modal');
  const pathname = usePathname();
  const locale = useLocale();
  const router = useRouter();
  const returnFocus = useReturnFocus();

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next && resetsAddress) {
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
          {...returnFocus}
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

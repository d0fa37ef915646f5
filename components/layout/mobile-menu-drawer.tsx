'use client';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { NavLinks, type NavLinkItem } from './nav-links';
import styles from './mobile-menu.module.css';

export function MobileMenuDrawer({
  open,
  onOpenChange,
  items,
  extra,
  labels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavLinkItem[];
  /** Controls below the links (the support request); the drawer steps aside for what they open. */
  extra?: ReactNode;
  labels: { close: string; title: string };
}) {
  // Opened by the header's burger button (not a Dialog.Trigger): closing gives focus back to it.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined} {...returnFocus}>
          <Dialog.Title className="visually-hidden">{labels.title}</Dialog.Title>
          <NavLinks items={items} label={labels.title} listClassName={styles.list} />
          {extra ? (
            // Bubbling, not capture: the control acts first, then the drawer steps aside (a capture-phase close
            // would remove the control before its own click handler runs).
            <div className={styles.extra} onClick={() => onOpenChange(false)}>
              {extra}
            </div>
          ) : null}
          <Dialog.Close className={styles.close}>{labels.close}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

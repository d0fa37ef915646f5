'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { NavLinks, type NavLinkItem } from './nav-links';
import styles from './mobile-menu.module.css';

export function MobileMenuDrawer({
  open,
  onOpenChange,
  items,
  labels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavLinkItem[];
  labels: { close: string; title: string };
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">{labels.title}</Dialog.Title>
          <NavLinks items={items} label={labels.title} listClassName={styles.list} />
          <Dialog.Close className={styles.close}>{labels.close}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

'use client';
import * as Dialog from '@radix-ui/react-dialog';
import type { MobileMenuItem } from './mobile-menu';
import styles from './mobile-menu.module.css';

export function MobileMenuDrawer({
  open,
  onOpenChange,
  items,
  labels,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: MobileMenuItem[];
  labels: { close: string; title: string };
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">{labels.title}</Dialog.Title>
          <nav aria-label={labels.title}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.key}>
                  <a href={item.href} rel="noopener">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <Dialog.Close className={styles.close}>{labels.close}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

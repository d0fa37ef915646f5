'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { SupportReason } from '@/contract/schemas/support';
import { useFlowContext } from '../flow-context';
import { ScreenHeading } from '../screen-heading';
import styles from '../registration.module.css';

/**
 * One outcome of the flow: a heading (which takes the focus, so the change is heard), what happened, and the next
 * step. `live` makes the text a polite live region, for screens that change by themselves (waiting for a payment).
 * `supportReason`: the payment's screens offer the support request with the reason they tell (where the page
 * composes one).
 */
export function OutcomeScreen({
  title,
  children,
  actions,
  live = false,
  testId,
  supportReason,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  live?: boolean;
  testId: string;
  supportReason?: SupportReason;
}) {
  return (
    <section className={styles.screen} data-testid={testId} aria-label={title}>
      <ScreenHeading>{title}</ScreenHeading>
      {live ? <div role="status">{children}</div> : children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {supportReason ? <SupportLink reason={supportReason} /> : null}
    </section>
  );
}

function SupportLink({ reason }: { reason: SupportReason }) {
  const t = useTranslations('registration.outcome');
  const { support } = useFlowContext();
  if (!support) return null;
  return (
    <button type="button" className={styles.link} onClick={() => support(reason)} data-testid="registration-support">
      {t('support')}
    </button>
  );
}

/** Closes the modal (its address goes back to the language's home, where the games are). */
export function CloseButton({ children, primary = false }: { children: ReactNode; primary?: boolean }) {
  return (
    <Dialog.Close asChild>
      <button type="button" className={primary ? styles.primary : styles.secondary}>
        {children}
      </button>
    </Dialog.Close>
  );
}

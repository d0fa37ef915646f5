'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Modal } from '@/components/ui/modal';
import { timings } from '@/lib/config/timings';
import { LazyMessages } from '@/lib/i18n/lazy-messages';
import { useSupportRequest } from '../store/support-request-provider';
import type { SentRequest, SupportViewer } from '../types';
import { SupportForm } from './support-form';
import styles from './support.module.css';

export interface SupportModalProps {
  /** The signed-in person (name and e-mail prefilled; the variant needs one), or null. */
  viewer: SupportViewer | null;
}

/**
 * The support request modal (spec: form, success text, auto-close after 3 s), with its messages (the `support`
 * namespace, fetched with this chunk). Mounted from the first opening on, so what was typed outlives a close.
 */
export function SupportModal(props: SupportModalProps) {
  return (
    <LazyMessages namespace="support">
      <SupportDialog {...props} />
    </LazyMessages>
  );
}

function SupportDialog({ viewer }: SupportModalProps) {
  const t = useTranslations('support');
  const { open, closeSupport, sent } = useSupportRequest();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : closeSupport())}
      title={sent ? t('sentTitle') : t('title')}
      maxWidth={480}
      closeOnBackdrop={false}
      resetsAddress={false}
    >
      {sent ? <SentScreen sent={sent} onClose={closeSupport} /> : <SupportForm viewer={viewer} />}
    </Modal>
  );
}

/** Spec: the success text, then the modal closes by itself after 3 s. */
function SentScreen({ sent, onClose }: { sent: SentRequest; onClose: () => void }) {
  const t = useTranslations('support');
  useEffect(() => {
    const timer = window.setTimeout(onClose, timings.supportAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div className={styles.sent} data-testid="support-sent">
      <div role="status">
        <p className={styles.text}>{t('sentText', { id: sent.id, email: sent.email })}</p>
      </div>
      <p className={styles.muted}>{t('sentClosing')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}

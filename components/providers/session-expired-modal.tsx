'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { SessionScope } from '@/lib/config/cookie-names';
import { Modal } from '@/components/ui/modal';
import { homeOf } from '@/lib/routing/modal-close-address';
import styles from './session-expired-modal.module.css';

export function SessionExpiredModal({ scope, onClose }: { scope: SessionScope; onClose: () => void }) {
  const t = useTranslations('session');
  const locale = useLocale();
  const loginHref = scope === 'expert' ? `${homeOf(locale).replace(/\/$/, '')}/expert/login` : homeOf(locale);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('expiredTitle')} description={t('expired')}>
      <a className={styles.action} href={loginHref}>
        {t('login')}
      </a>
    </Modal>
  );
}

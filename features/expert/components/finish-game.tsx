'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useRouter } from '@/lib/i18n/navigation';
import type { ControlFailure } from '../model/expert-engine';
import styles from './console.module.css';

/** Finish: asks first (it cannot be undone), then goes to /expert (spec). */
export function FinishGame({ enabled, pending, run }: { enabled: boolean; pending: boolean; run: () => Promise<ControlFailure | null> }) {
  const t = useTranslations('expertConsole.finish');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    const failure = await run();
    setOpen(false);
    if (!failure) router.push('/expert');
  };
  return (
    <div className={styles.row}>
      <button type="button" className={`${styles.button} ${styles.danger}`} disabled={!enabled} aria-busy={pending} onClick={() => setOpen(true)}>
        {pending ? t('progress') : t('open')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('title')} description={t('text')} maxWidth={420}>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => setOpen(false)} disabled={pending}>
            {t('cancel')}
          </button>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => void confirm()} disabled={pending} aria-busy={pending}>
            {pending ? t('progress') : t('confirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

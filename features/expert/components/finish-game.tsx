'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useRouter } from '@/lib/i18n/navigation';
import type { ControlFailure } from '../model/expert-engine';
import styles from './console.module.css';

/**
 * Finish: asks first (it cannot be undone; the confirming button is styled as the destructive one), then goes to
 * /expert (spec), which says which game was finished.
 */
export function FinishGame({
  gameId,
  enabled,
  pending,
  run,
}: {
  gameId: number;
  enabled: boolean;
  pending: boolean;
  run: () => Promise<ControlFailure | null>;
}) {
  const t = useTranslations('expertConsole.finish');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    const failure = await run();
    setOpen(false);
    if (!failure) router.push({ pathname: '/expert', query: { finished: String(gameId) } });
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
          <button type="button" className={`${styles.button} ${styles.dangerSolid}`} onClick={() => void confirm()} disabled={pending} aria-busy={pending}>
            {pending ? t('progress') : t('confirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

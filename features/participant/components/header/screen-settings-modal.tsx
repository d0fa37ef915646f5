'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { useStreamToggle } from '../use-stream-toggle';
import styles from './header-actions.module.css';

/** Screen settings: the stream on/off (kept in a cookie) and the sheet-only view. */
export function ScreenSettingsModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('participant.settings');
  const [stream, setStream] = useStreamToggle();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} maxWidth={420}>
      <div className={styles.settings}>
        <label>
          <input type="checkbox" checked={stream} onChange={(e) => setStream(e.currentTarget.checked)} />
          {t('stream')}
        </label>
        <p>
          <a href="?onlyBlank=1">{t('onlyBlank')}</a>
        </p>
      </div>
    </Modal>
  );
}

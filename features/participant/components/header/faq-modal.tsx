'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import styles from './header-actions.module.css';

const questions = ['start', 'answers', 'lost', 'confidence', 'appeal', 'team'] as const;

/** Frequently asked questions of the live game. */
export function FaqModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('participant.faq');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} maxWidth={560}>
      <dl className={styles.faq}>
        {questions.map((q) => (
          <div key={q}>
            <dt>{t(`${q}.q`)}</dt>
            <dd>{t(`${q}.a`)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

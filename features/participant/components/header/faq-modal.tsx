'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import styles from './header-actions.module.css';

const questions = ['start', 'answers', 'lost', 'confidence', 'appeal', 'team'] as const;

/** Addresses of the full documents (PDF) in the page's language; null where none exists (no link then). */
export interface GameDocumentLinks {
  rules: string | null;
  faq: string | null;
}

/** Frequently asked questions of the live game, then links to the full FAQ and rules documents. */
export function FaqModal({ open, onOpenChange, documents }: { open: boolean; onOpenChange: (open: boolean) => void; documents: GameDocumentLinks }) {
  const t = useTranslations('participant.faq');
  const links = (['faq', 'rules'] as const).flatMap((name) => (documents[name] ? [{ name, href: documents[name] }] : []));
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
      {links.length > 0 ? (
        <ul className={styles.documents}>
          {links.map((link) => (
            <li key={link.name}>
              <a href={link.href} target="_blank" rel="noopener" data-document={link.name}>
                {t(`documents.${link.name}`)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}

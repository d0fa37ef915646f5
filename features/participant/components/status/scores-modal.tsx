'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { useResultCards, useScreen } from '../use-screen';
import styles from './status.module.css';

/** The scores modal (spec): points per round and the total, from the team's checked result cards. */
export function ScoresModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('participant.scores');
  const tours = useScreen((s) => s.numberOfTours);
  const cards = useResultCards().data ?? [];
  const byTour = new Map(cards.map((card) => [card.tourNumber, card]));
  const total = cards.reduce((sum, card) => sum + (card.score ?? 0), 0);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} maxWidth={420}>
      <table className={styles.scores}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('round')}</th>
            <th scope="col">{t('points')}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: tours }, (_, i) => {
            const card = byTour.get(i + 1);
            const score = card?.score;
            return (
              <tr key={i + 1}>
                <th scope="row">{t('roundNumber', { tour: i + 1 })}</th>
                <td>{score === null || score === undefined ? (card ? t('unchecked') : t('notPlayed')) : score}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('total')}</th>
            <td data-testid="scores-total">{total}</td>
          </tr>
        </tfoot>
      </table>
    </Modal>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { useParticipant } from '../../store';

/**
 * The screen's live regions: every realtime change a player must notice is read out without moving focus.
 * Polite for the game's progress; assertive only for a lost connection.
 */
export function LiveAnnouncer() {
  const t = useTranslations('participant.announce');
  const announcement = useParticipant((s) => s.announcement);
  const text = announcement ? t(announcement.key, announcement.values) : '';
  const polite = announcement?.politeness === 'polite' ? text : '';
  const assertive = announcement?.politeness === 'assertive' ? text : '';
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="announce-polite">
        {polite ? <span key={announcement?.id}>{polite}</span> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="visually-hidden" data-testid="announce-assertive">
        {assertive ? <span key={announcement?.id}>{assertive}</span> : null}
      </div>
    </>
  );
}

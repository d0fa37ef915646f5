'use client';
import { useLocale } from 'next-intl';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';
import type { CatalogueCard } from '../types';
import styles from './game-card.module.css';

/**
 * Downloads the game as an .ics file. The calendar code is imported on click, so the list ships none of it; the
 * event links to the game's registration page (or the game page for a registered team).
 */
export function AddToCalendarButton({ card, label }: { card: CatalogueCard; label: string }) {
  const locale = useLocale() as Locale;
  const onClick = async () => {
    const { downloadIcs } = await import('../model/ics');
    const path = switchLocalePath(card.gamePage ? card.gamePage.path : `/reg/${card.id}`, locale);
    const url = new URL(path, window.location.origin).toString();
    downloadIcs(
      {
        uid: `game-${card.id}@${window.location.hostname}`,
        start: new Date(card.startsAt),
        end: new Date(card.endsAt),
        summary: card.name,
        description: [card.description, url].filter(Boolean).join('\n'),
        location: card.cityName,
        url,
        stamp: new Date(),
      },
      `quiz-game-${card.id}.ics`,
    );
  };
  return (
    <button type="button" className={styles.secondary} onClick={() => void onClick()}>
      {label}
      <span className="visually-hidden">: {card.name}</span>
    </button>
  );
}

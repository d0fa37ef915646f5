import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { formatStart } from '../model/format';
import type { PrivateGame } from '../types';
import styles from './private-games.module.css';

/** A private game's details in the visitor's language: format, start (in the organiser's zone), language, teams. */
export async function GameFacts({ locale, game }: { locale: Locale; game: PrivateGame }) {
  const t = await getTranslations({ locale, namespace: 'privateGames.game' });
  const tl = await getTranslations({ locale, namespace: 'privateGames.order.languages' });
  return (
    <dl className={styles.facts}>
      <dt>{t('format')}</dt>
      <dd>{t('formatValue', { format: game.formatName, rounds: game.rounds, questions: game.questionsPerRound, minutes: game.durationMinutes })}</dd>
      <dt>{t('start')}</dt>
      <dd>{t('startValue', { start: formatStart(game.startsAt, game.timeZone, locale), zone: game.timeZone })}</dd>
      <dt>{t('language')}</dt>
      <dd>{tl(game.language)}</dd>
      <dt>{t('teams')}</dt>
      <dd>{t('teamsValue', { count: game.teamsCount, limit: game.teamsLimit })}</dd>
    </dl>
  );
}

import { getTranslations } from 'next-intl/server';
import { privateOrderSettings, type PartyLanguage } from '@/contract/party-settings';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoney } from '../model/format';
import { priceIn } from '../model/order-form-schema';
import type { PrivateFormat } from '../types';
import styles from './private-games.module.css';

/**
 * What a private game is: the formats (GET {party}/formats) with their rounds, length, number of teams and price
 * in the page's language (a game played in it; ru and fr in roubles, en in dollars).
 */
export async function FormatsSection({ locale, formats }: { locale: Locale; formats: readonly PrivateFormat[] | null }) {
  const t = await getTranslations({ locale, namespace: 'privateGames.formats' });
  const language = locale as PartyLanguage;
  return (
    <section className={styles.section} aria-labelledby="private-formats-title">
      <h2 id="private-formats-title">{t('title')}</h2>
      <p className={styles.lead}>{t('text')}</p>
      {formats === null ? (
        <p role="alert">{t('unavailable')}</p>
      ) : (
        <ul className={styles.cards}>
          {formats.map((format) => {
            const price = priceIn(format, language);
            return (
              <li key={format.id} className={styles.card}>
                <h3>{format.name}</h3>
                <p className={styles.muted}>{format.description}</p>
                <dl className={styles.facts}>
                  <dt>{t('rounds')}</dt>
                  <dd>{t('roundsValue', { rounds: format.rounds, questions: format.questionsPerRound })}</dd>
                  <dt>{t('duration')}</dt>
                  <dd>{t('durationValue', { minutes: format.durationMinutes })}</dd>
                  <dt>{t('teams')}</dt>
                  <dd>{t('teamsValue', { min: format.minTeams, max: format.maxTeams })}</dd>
                  <dt>{t('price')}</dt>
                  <dd>{price ? formatMoney(price.amount, price.currency, locale) : t('noPrice')}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.muted}>{t('salesNote', { teams: privateOrderSettings[language].salesRequestFromTeams })}</p>
    </section>
  );
}

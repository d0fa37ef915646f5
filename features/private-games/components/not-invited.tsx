import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';
import styles from './private-games.module.css';

/**
 * A private game the visitor may not see (403 not_invited): nothing of it is shown. The next steps: ask the
 * organiser for the invite link, log in (an organiser or invited player signed out sees it after), or order one.
 */
export async function NotInvited({ locale, login }: { locale: Locale; login: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'privateGames.notInvited' });
  return (
    <main id="main" className={styles.page}>
      <section className={styles.section} aria-labelledby="private-not-invited">
        <h1 id="private-not-invited">{t('title')}</h1>
        <p>{t('text')}</p>
        {login ? <p>{t('loginText')}</p> : null}
        <div className={styles.actions}>
          {login}
          <a className={styles.secondary} href={switchLocalePath('/private', locale)}>
            {t('order')}
          </a>
        </div>
      </section>
    </main>
  );
}

/** The API could not be reached: the page says so (never a 404 for a game that may exist) and offers a reload. */
export async function GameUnavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'privateGames.unavailable' });
  return (
    <main id="main" className={styles.page}>
      <section className={styles.section} aria-labelledby="private-unavailable">
        <h1 id="private-unavailable">{t('title')}</h1>
        <p role="alert">{t('text')}</p>
      </section>
    </main>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import styles from './console.module.css';

/** A console that cannot be shown: not this expert's game (403) or a failed load; both lead back to /expert. */
export async function ConsoleState({ locale, kind, gameId }: { locale: Locale; kind: 'forbidden' | 'failed'; gameId: number }) {
  const t = await getTranslations({ locale, namespace: 'expertConsole.states' });
  return (
    <section className={styles.panel} aria-labelledby="console-state">
      <h1 id="console-state" className={styles.title}>
        {t(`${kind}.title`, { id: gameId })}
      </h1>
      <p role={kind === 'failed' ? 'alert' : undefined}>{t(`${kind}.text`)}</p>
      <p>
        <Link href="/expert">{t('back')}</Link>
        {kind === 'failed' ? (
          <>
            {' · '}
            <Link href={`/expert/${gameId}`}>{t('retry')}</Link>
          </>
        ) : null}
      </p>
    </section>
  );
}

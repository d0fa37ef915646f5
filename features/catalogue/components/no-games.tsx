'use client';
import { useTranslations } from 'next-intl';
import styles from './catalogue.module.css';

export interface NoGamesBlocks {
  noGames1: boolean;
  noGames2: boolean;
  noGames3: boolean;
  /** Where the "subscribe" and "private game" blocks send the visitor (anchors of the landing's forms). */
  subscribeHref: string;
  privateHref: string | null;
}

/**
 * The empty list: the language's "no games" blocks (spec: ru shows noGames1..3, en and fr only the first).
 * The first one offers to reset the filters when some are set.
 */
export function NoGames({ blocks, filtered, onReset }: { blocks: NoGamesBlocks; filtered: boolean; onReset: () => void }) {
  const t = useTranslations('catalogue.noGames');
  return (
    <div className={styles.empty} data-testid="no-games">
      {blocks.noGames1 ? (
        <section className={styles.emptyBlock} aria-labelledby="no-games-1">
          <h3 id="no-games-1">{t('noGames1.title')}</h3>
          <p>{filtered ? t('noGames1.filtered') : t('noGames1.text')}</p>
          {filtered ? (
            <button type="button" className={styles.reset} onClick={onReset}>
              {t('noGames1.action')}
            </button>
          ) : null}
        </section>
      ) : null}
      {blocks.noGames2 ? (
        <section className={styles.emptyBlock} aria-labelledby="no-games-2">
          <h3 id="no-games-2">{t('noGames2.title')}</h3>
          <p>{t('noGames2.text')}</p>
          <a href={blocks.subscribeHref}>{t('noGames2.action')}</a>
        </section>
      ) : null}
      {blocks.noGames3 && blocks.privateHref ? (
        <section className={styles.emptyBlock} aria-labelledby="no-games-3">
          <h3 id="no-games-3">{t('noGames3.title')}</h3>
          <p>{t('noGames3.text')}</p>
          <a href={blocks.privateHref}>{t('noGames3.action')}</a>
        </section>
      ) : null}
    </div>
  );
}

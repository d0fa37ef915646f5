import { getTranslations } from 'next-intl/server';

/** While the game screen's first state loads on the server (a navigation from another page). */
export default async function GameLoading() {
  const t = await getTranslations('common');
  return (
    <main id="main" className="page" aria-busy="true">
      <p role="status">{t('loading')}</p>
    </main>
  );
}

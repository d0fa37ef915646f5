import { getLocale, getTranslations } from 'next-intl/server';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The 404 body: the spec's message and a link home, in the page's language. A plain link (a full load of the home
 * page): this boundary ships with every page of its layout, and a client link component would add a chunk to each.
 */
export async function NotFoundContent() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'errors' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  return (
    <main id="main" className="error-page">
      <h1>404</h1>
      <p>{t('notFound')}</p>
      <a href={switchLocalePath('/', locale as Locale)}>{tc('home')}</a>
    </main>
  );
}

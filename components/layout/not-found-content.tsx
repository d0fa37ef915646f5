import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** The 404 body: the spec's message and a link home, in the page's language. */
export async function NotFoundContent() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'errors' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  return (
    <main id="main" className="error-page">
      <h1>404</h1>
      <p>{t('notFound')}</p>
      <Link href="/">{tc('home')}</Link>
    </main>
  );
}

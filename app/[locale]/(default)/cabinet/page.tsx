import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { loadCabinet } from '@/features/cabinet/api/server-cabinet';
import { CabinetView } from '@/features/cabinet/components/cabinet-view';
import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import { redirect } from '@/lib/i18n/navigation';
import { CabinetLogin } from './cabinet-login';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'cabinet' });
  return { title: t('title') };
}

/**
 * /cabinet: the player's data page (spec section 6). A language whose settings say `lkNotSupported` has none (404);
 * other roles go to the partners area, as the profile menu sends them.
 */
export default async function CabinetPage({ params }: Props) {
  const locale = await pageLocale(params);
  if (getLocaleSettings(locale).lkNotSupported) notFound();
  const route = await loadCabinet(locale);
  if (route.kind === 'partner') return redirect({ href: '/partners', locale });
  if (route.kind === 'cabinet') return <CabinetView cabinet={route.cabinet} locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'cabinet' });
  return (
    <main id="main" className="page">
      <h1>{t('title')}</h1>
      {route.kind === 'logged-out' ? (
        <>
          <p>{t('loggedOut')}</p>
          <CabinetLogin label={t('logIn')} />
        </>
      ) : (
        <p role="alert">{t('failed')}</p>
      )}
    </main>
  );
}

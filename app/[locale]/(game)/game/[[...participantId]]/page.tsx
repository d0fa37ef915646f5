import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { SiteChrome } from '@/app/[locale]/_components/site-chrome';
import { TitleScreen } from '@/app/[locale]/_components/title-screen';

type Props = {
  params: Promise<{ locale: string; participantId?: string[] }>;
  searchParams: Promise<{ onlyBlank?: string | string[] }>;
};

/**
 * Game layout: header and footer only when the game's appearance allows them and `onlyBlank` is empty
 * (`/game/12?onlyBlank=1` shows the answer sheet alone, e.g. in a streaming overlay).
 */
export default async function GamePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { onlyBlank } = await searchParams;
  const chrome = !onlyBlank;
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <SiteChrome locale={locale} showHeader={chrome} showFooter={chrome} showChatbot={false}>
      <TitleScreen title={t('game')} />
    </SiteChrome>
  );
}

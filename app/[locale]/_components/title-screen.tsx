import { getTranslations } from 'next-intl/server';

/**
 * A route whose screen arrives with a later capability shows its translated title and a short note, inside its
 * real layout, so routing, layouts and guards can be used and tested now.
 */
export async function TitleScreen({ title, tone = 'light' }: { title: string; tone?: 'light' | 'dark' }) {
  const t = await getTranslations('pages');
  return (
    <main id="main" className="page" data-tone={tone}>
      <h1>{title}</h1>
      <p>{t('soon')}</p>
    </main>
  );
}

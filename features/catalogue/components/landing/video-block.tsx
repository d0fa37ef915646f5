import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { HOW_TO_PLAY_VIDEO_ID } from './landing-links';
import { VideoEmbed } from './video-embed';
import styles from './landing.module.css';

/** "How the game works": a poster and a play button; the player (a third-party frame) loads only on click. */
export async function VideoBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'landing.video' });
  return (
    <section aria-labelledby="video-title" className={styles.block}>
      <h2 id="video-title">{t('title')}</h2>
      <p>{t('text')}</p>
      <VideoEmbed videoId={HOW_TO_PLAY_VIDEO_ID} playLabel={t('play')} frameTitle={t('frameTitle')} language={locale} />
    </section>
  );
}

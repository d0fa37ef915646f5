import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { HOW_TO_PLAY_VIDEO_ID } from './landing-links';
import { VideoEmbed } from './video-embed';
import styles from './landing.module.css';

/** The player's address: starts at once (the visitor asked for it), in the page's language, no suggestions after. */
export const videoFrameSrc = (videoId: string, locale: Locale) => `https://www.youtube.com/embed/${encodeURIComponent(videoId)}?autoplay=1&hl=${locale}&rel=0`;

/** "How the game works": a poster and a play button; the player (a third-party frame) loads only on click. */
export async function VideoBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'landing.video' });
  return (
    <section aria-labelledby="video-title" className={styles.block}>
      <h2 id="video-title">{t('title')}</h2>
      <p>{t('text')}</p>
      <VideoEmbed src={videoFrameSrc(HOW_TO_PLAY_VIDEO_ID, locale)} frameTitle={t('frameTitle')}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a sized, local SVG poster */}
        <img src="/images/landing/video-poster.svg" alt="" width={960} height={540} loading="lazy" decoding="async" />
        <span className={styles.play}>
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          {t('play')}
        </span>
      </VideoEmbed>
    </section>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import { embedUrl } from '../../model/stream';
import { useStreamToggle } from '../use-stream-toggle';
import { useScreen } from '../use-screen';
import styles from './tabs.module.css';

/** The live stream in an embedded player; the player may switch it off (kept in a cookie). */
export function StreamPanel() {
  const t = useTranslations('participant.stream');
  const { stream, gameName } = useScreen((s) => ({ stream: s.stream, gameName: s.gameName }));
  const [enabled, setEnabled] = useStreamToggle();
  const src = stream ? embedUrl(stream) : null;
  return (
    <section aria-labelledby="stream-heading" className={styles.card}>
      <h2 id="stream-heading" className={styles.panelHeading}>
        {t('heading')}
      </h2>
      <label className={styles.toggle}>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        {t('toggle')}
      </label>
      {!src ? (
        <p className={styles.note}>{t('none')}</p>
      ) : enabled ? (
        <div className={styles.video}>
          <iframe
            src={src}
            title={t('title', { game: gameName })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <p className={styles.note}>{t('off')}</p>
      )}
    </section>
  );
}

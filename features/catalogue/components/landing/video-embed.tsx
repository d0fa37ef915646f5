'use client';
import { useEffect, useRef, useState } from 'react';
import styles from './landing.module.css';

/**
 * Click-to-load video: a sized poster with a real button until the visitor asks for the video; then the player
 * frame (same size, autoplay) replaces it and takes the focus the button had. No third-party script or cookie
 * before that click.
 */
export function VideoEmbed({ videoId, playLabel, frameTitle, language }: { videoId: string; playLabel: string; frameTitle: string; language: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <iframe
        ref={frame}
        className={styles.video}
        src={`https://www.youtube.com/embed/${encodeURIComponent(videoId)}?autoplay=1&hl=${language}&rel=0`}
        title={frameTitle}
        width={960}
        height={540}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className={`${styles.video} ${styles.poster}`} onClick={() => setPlaying(true)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a sized, local SVG poster */}
      <img src="/images/landing/video-poster.svg" alt="" width={960} height={540} loading="lazy" decoding="async" />
      <span className={styles.play}>
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        {playLabel}
      </span>
    </button>
  );
}

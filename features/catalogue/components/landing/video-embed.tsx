'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './landing.module.css';

/**
 * Click-to-load video: the poster (`children`, rendered on the server, so the page's scripts carry none of it) in a
 * real button until the visitor asks for the video; then the player frame (same size, autoplay) replaces it and
 * takes the focus the button had. No third-party script or cookie before that click.
 */
export function VideoEmbed({ src, frameTitle, children }: { src: string; frameTitle: string; children: ReactNode }) {
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
        src={src}
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
      {children}
    </button>
  );
}

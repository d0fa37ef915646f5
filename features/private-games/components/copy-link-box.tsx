'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { timings } from '@/lib/config/timings';
import styles from './private-games.module.css';

/**
 * The invite link in a read-only field with "Copy": "link copied" for the spec's 4 s. Without the Clipboard API
 * (or when the browser refuses) the field is selected and the visitor is told to copy it themselves.
 */
export function CopyLinkBox({ link, label }: { link: string; label: string }) {
  const t = useTranslations('privateGames.copy');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    let ok = false;
    try {
      await navigator.clipboard.writeText(link);
      ok = true;
    } catch {
      field.current?.select();
    }
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), timings.linkCopiedNoticeMs);
  }, [link]);

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.copy}>
        <input id={id} ref={field} className={styles.input} readOnly value={link} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className={styles.primary} onClick={() => void copy()}>
          {t('copy')}
        </button>
      </div>
      <p role="status" className={state === 'idle' ? 'visually-hidden' : styles.muted}>
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}

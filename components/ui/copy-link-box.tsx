'use client';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { timings } from '@/lib/config/timings';

export interface CopyLinkBoxTexts {
  /** The button. */
  copy: string;
  /** Announced once the link is on the clipboard. */
  copied: string;
  /** Announced when the browser would not copy it (the field is selected instead). */
  copyFailed: string;
}

/** The caller's classes (each feature keeps its own look). */
export interface CopyLinkBoxClasses {
  box?: string;
  label?: string;
  row?: string;
  input?: string;
  button?: string;
  note?: string;
}

/**
 * A link to send, in a read-only field with "Copy": "link copied" for the spec's 4 s. Without the Clipboard API
 * (or when the browser refuses) the field is selected and the visitor is told to copy it themselves.
 */
export function CopyLinkBox({ link, label, texts, classes = {} }: { link: string; label: string; texts: CopyLinkBoxTexts; classes?: CopyLinkBoxClasses }) {
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
    <div className={classes.box}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.row}>
        <input id={id} ref={field} className={classes.input} readOnly value={link} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className={classes.button} onClick={() => void copy()}>
          {texts.copy}
        </button>
      </div>
      <p role="status" className={state === 'idle' ? 'visually-hidden' : classes.note}>
        {state === 'copied' ? texts.copied : state === 'failed' ? texts.copyFailed : ''}
      </p>
    </div>
  );
}

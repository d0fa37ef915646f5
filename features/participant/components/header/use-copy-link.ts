'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { timings } from '@/lib/config/timings';

/** Copies a link and says so for the spec's 4 s; `failed` when the browser refused (the link is shown instead). */
export function useCopyLink(link: string) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async () => {
    let ok = false;
    try {
      await navigator.clipboard.writeText(link);
      ok = true;
    } catch {
      ok = false;
    }
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), timings.linkCopiedNoticeMs);
  }, [link]);
  return { state, copy };
}

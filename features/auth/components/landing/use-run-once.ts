'use client';
import { useEffect, useRef } from 'react';

/**
 * Runs a one-time link handler once per mount, also under React's strict mode (which mounts effects twice in
 * development): a confirmation code or an OAuth code must be spent exactly once.
 */
export function useRunOnce(task: () => void) {
  const started = useRef(false);
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    latest.current();
  }, []);
}

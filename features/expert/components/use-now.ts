'use client';
import { useEffect, useState } from 'react';

/** The current time, ticking every second while `until` is ahead (a lock's countdown), else still. */
export function useNowUntil(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    const end = setTimeout(tick, until - Date.now() + 10);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      clearTimeout(end);
    };
  }, [until]);
  return now;
}

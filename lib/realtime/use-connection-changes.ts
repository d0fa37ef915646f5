'use client';
import { useEffect, useRef } from 'react';
import type { ConnectionView } from './types';

export interface ConnectionChanges {
  /** The screen had been online and lost the connection (told once, however many retries follow). */
  onLost: () => void;
  /** The connection came back after a loss told with onLost. */
  onBack: () => void;
}

/**
 * Reacts to the connection (`useConnectionView`) being lost and coming back, for a live screen's announcements. Nothing is told before the
 * screen was first online (the first connect is not a recovery), and "waiting" (a retry under way) is not a loss.
 */
export function useConnectionChanges(view: ConnectionView, changes: ConnectionChanges): void {
  const handlers = useRef(changes);
  useEffect(() => {
    handlers.current = changes;
  });
  const lost = useRef(false);
  const wasOnline = useRef(false);
  useEffect(() => {
    if (view === 'online') {
      if (lost.current) handlers.current.onBack();
      lost.current = false;
      wasOnline.current = true;
    } else if ((view === 'no-connection' || view === 'offline') && wasOnline.current && !lost.current) {
      lost.current = true;
      handlers.current.onLost();
    }
  }, [view]);
}

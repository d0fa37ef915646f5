'use client';
import { useRef } from 'react';

/**
 * Focus handling for a Radix dialog opened by its caller's own control instead of a Dialog.Trigger: Radix gives
 * focus back only to its trigger, so without one it fell to the page's body and a keyboard or screen reader user
 * started again at the top. The element that had focus when the dialog opened gets it back when it closes (if it
 * is still in the page). Spread the result on Dialog.Content.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo.current;
      returnTo.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

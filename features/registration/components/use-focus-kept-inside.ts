'use client';
import { useEffect, type RefObject } from 'react';

/**
 * Keeps the keyboard in the registration dialog while it is the dialog in front. When another dialog over it
 * closes (the auth modal after a login, the payment widget), the element that opened that dialog is often gone
 * (the screen changed meanwhile), and the page's own "focus back" (the header's account control) would take the
 * focus behind this modal dialog: it comes to the current screen's heading instead. Focus inside another dialog
 * (the auth modal, the widget) is left alone.
 */
export function useFocusKeptInside(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const toHeading = () => rootRef.current?.querySelector<HTMLElement>('h3[tabindex="-1"]')?.focus();
    const onFocusIn = (event: FocusEvent) => {
      const root = rootRef.current;
      const dialog = root?.closest('[role="dialog"]');
      const target = event.target;
      if (!root || !dialog || !(target instanceof Element) || dialog.contains(target)) return;
      if (target.closest('[role="dialog"], [aria-modal="true"]')) return;
      toHeading();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus lost to nothing (the focused control was removed or disabled): no focusin follows, so check after.
      if (event.relatedTarget !== null) return;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        const root = rootRef.current;
        const onlyThisDialog = Array.from(document.querySelectorAll('[role="dialog"]')).every((dialog) => root && dialog.contains(root));
        if ((!active || active === document.body) && onlyThisDialog) toHeading();
      });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [rootRef]);
}

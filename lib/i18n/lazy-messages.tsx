'use client';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { reloadForChunkError } from '@/lib/monitoring/chunk-reload';
import { loadedLazyMessages, loadLazyMessages } from './lazy-messages-load';
import type { LazyNamespace } from './message-sets';

/**
 * Gives its children a namespace the page does not carry (LAZY_MESSAGES). Renders them at once when the messages
 * are already here (warmed by `loadLazyMessages`, e.g. when the pointer reached the button), otherwise after the
 * fetch, and nothing meanwhile. A failed fetch is handled like a failed chunk (lib/monitoring/lazy-or-reload.ts):
 * a guarded reload, nothing rendered.
 */
export function LazyMessages({ namespace, children }: { namespace: LazyNamespace; children: ReactNode }) {
  const locale = useLocale();
  // The messages live in the loader's cache; this state only re-renders once they have arrived.
  const [, setArrived] = useState(0);
  const lazyMessages = loadedLazyMessages(locale, namespace);
  const missing = lazyMessages === undefined;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    loadLazyMessages(locale, namespace).then(
      () => current && setArrived((count) => count + 1),
      () => current && reloadForChunkError(),
    );
    return () => {
      current = false;
    };
  }, [missing, locale, namespace]);
  const pageMessages = useMessages();
  const messages = useMemo(() => (lazyMessages ? { ...pageMessages, ...lazyMessages } : null), [pageMessages, lazyMessages]);
  if (!messages) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

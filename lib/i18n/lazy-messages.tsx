'use client';
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { reloadForChunkError } from '@/lib/monitoring/chunk-reload';
import type { LazyNamespace } from './message-sets';
import type { Locale } from './routing';

const isMessageTree = (value: unknown): value is AbstractIntlMessages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fetches a namespace's messages (app/i18n). A failure is reported as a failed chunk: these messages are part of
 * the lazily loaded code that needs them.
 */
export async function fetchLazyMessages(locale: Locale, namespace: LazyNamespace): Promise<AbstractIntlMessages> {
  const failed = (why: string) => Object.assign(new Error(`Loading chunk i18n-${locale}-${namespace} failed (${why})`), { name: 'ChunkLoadError' });
  let response: Response;
  try {
    response = await fetch(new URL(`/i18n/${locale}/${namespace}.json`, window.location.href));
  } catch (error) {
    throw failed(error instanceof Error ? error.message : 'network');
  }
  if (!response.ok) throw failed(`HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (!isMessageTree(body) || !isMessageTree(body[namespace])) throw failed('not a message catalogue');
  return body;
}

const loads = new Map<string, Promise<AbstractIntlMessages>>();
const loaded = new Map<string, AbstractIntlMessages>();

/** One fetch per language and namespace for the page's lifetime; a failed one is tried again next time. */
export function loadLazyMessages(locale: Locale, namespace: LazyNamespace): Promise<AbstractIntlMessages> {
  const key = `${locale}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    load = fetchLazyMessages(locale, namespace);
    loads.set(key, load);
    load.then(
      (messages) => loaded.set(key, messages),
      () => loads.delete(key),
    );
  }
  return load;
}

/**
 * Gives its children a namespace the page does not carry (LAZY_MESSAGES). Renders them at once when the messages
 * are already here (warmed by `loadLazyMessages`, e.g. when the pointer reached the button), otherwise after the
 * fetch, and nothing meanwhile. A failed fetch is handled like a failed chunk (lib/monitoring/lazy-or-reload.ts):
 * a guarded reload, nothing rendered.
 */
export function LazyMessages({ namespace, children }: { namespace: LazyNamespace; children: ReactNode }) {
  const locale = useLocale();
  const key = `${locale}/${namespace}`;
  const [fetched, setFetched] = useState<{ key: string; messages: AbstractIntlMessages } | null>(null);
  const lazyMessages = loaded.get(key) ?? (fetched?.key === key ? fetched.messages : undefined);
  const missing = lazyMessages === undefined;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    loadLazyMessages(locale, namespace).then(
      (messages) => current && setFetched({ key, messages }),
      () => current && reloadForChunkError(),
    );
    return () => {
      current = false;
    };
  }, [missing, key, locale, namespace]);
  const pageMessages = useMessages();
  const messages = useMemo(() => (lazyMessages ? { ...pageMessages, ...lazyMessages } : null), [pageMessages, lazyMessages]);
  if (!messages) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

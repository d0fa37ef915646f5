import type { AbstractIntlMessages } from 'next-intl';
import { isTree, type LazyNamespace } from './message-sets';
import type { Locale } from './routing';

/*
 * Loading of the namespaces the pages do not carry (LAZY_MESSAGES): kept apart from the provider component
 * (lazy-messages.tsx), which ships inside the lazy parts, so a page's first load holds only this warm-up.
 */

/**
 * Fetches a namespace's messages (app/i18n). A failure is reported as a failed chunk: these messages are part of
 * the lazily loaded code that needs them.
 */
async function fetchLazyMessages(locale: Locale, namespace: LazyNamespace): Promise<AbstractIntlMessages> {
  const failed = (why: string) => Object.assign(new Error(`Loading chunk i18n-${locale}-${namespace} failed (${why})`), { name: 'ChunkLoadError' });
  let response: Response;
  try {
    response = await fetch(new URL(`/i18n/${locale}/${namespace}.json`, window.location.href));
  } catch (error) {
    throw failed(error instanceof Error ? error.message : 'network');
  }
  if (!response.ok) throw failed(`HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (!isTree(body) || !isTree(body[namespace])) throw failed('not a message catalogue');
  return body as AbstractIntlMessages;
}

const loads = new Map<string, Promise<AbstractIntlMessages>>();
const loaded = new Map<string, AbstractIntlMessages>();

/** Messages already fetched for a language and namespace, if any. */
export const loadedLazyMessages = (locale: Locale, namespace: LazyNamespace) => loaded.get(`${locale}/${namespace}`);

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

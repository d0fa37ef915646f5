'use client';
import { getBrowserConfig } from '@/lib/config/public-config';

type SentryModule = typeof import('@sentry/nextjs');
let sentry: Promise<SentryModule | null> | undefined;

/** Drops anything that could carry a credential before an event leaves the browser. */
export function scrubEvent<E extends { request?: { headers?: Record<string, string>; cookies?: unknown; url?: string; query_string?: unknown } }>(event: E): E {
  if (event.request) {
    delete event.request.cookies;
    delete event.request.query_string;
    if (event.request.headers) {
      for (const name of Object.keys(event.request.headers)) {
        if (/authorization|cookie|token/i.test(name)) delete event.request.headers[name];
      }
    }
    if (event.request.url) event.request.url = event.request.url.split('?')[0];
  }
  return event;
}

/**
 * Sentry is loaded only when a DSN is configured, as a separate chunk, so pages without it ship none of its code.
 */
export function loadSentry(): Promise<SentryModule | null> {
  sentry ??= (async () => {
    const { dsn, environment } = getBrowserConfig().sentry;
    if (!dsn) return null;
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn, environment, sendDefaultPii: false, tracesSampleRate: 0, beforeSend: (e) => scrubEvent(e) });
    return Sentry;
  })().catch(() => null);
  return sentry;
}

export function reportError(error: unknown) {
  void loadSentry().then((s) => s?.captureException(error));
}

'use client';
import { getBrowserConfig } from '@/lib/config/public-config';
import { scrubEvent } from './scrub-event';

type SentryModule = typeof import('@sentry/nextjs');
let sentry: Promise<SentryModule | null> | undefined;

export { scrubEvent } from './scrub-event';

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

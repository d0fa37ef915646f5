'use client';
import { getBrowserConfig } from '@/lib/config/public-config';

type SentryModule = typeof import('@sentry/nextjs');
let sentry: Promise<SentryModule | null> | undefined;

/**
 * Sentry (and our event scrubber) load only when a DSN is configured, as a separate chunk, so pages without it ship
 * none of that code.
 */
export function loadSentry(): Promise<SentryModule | null> {
  sentry ??= (async () => {
    const { dsn, environment } = getBrowserConfig().sentry;
    if (!dsn) return null;
    const [Sentry, { scrubEvent }] = await Promise.all([import('@sentry/nextjs'), import('./scrub-event')]);
    Sentry.init({ dsn, environment, sendDefaultPii: false, tracesSampleRate: 0, beforeSend: (e) => scrubEvent(e) });
    return Sentry;
  })().catch(() => null);
  return sentry;
}

export function reportError(error: unknown) {
  void loadSentry().then((s) => s?.captureException(error));
}

'use client';
import { getBrowserConfig } from '@/lib/config/public-config';

type Sentry = ReturnType<typeof import('./sentry-browser').startSentry>;
let sentry: Promise<Sentry | null> | undefined;

/**
 * Sentry (and our event scrubber) load only when a DSN is configured, as a separate chunk, so pages without it ship
 * none of that code.
 */
export function loadSentry(): Promise<Sentry | null> {
  sentry ??= (async () => {
    const { dsn, environment } = getBrowserConfig().sentry;
    if (!dsn) return null;
    const { startSentry } = await import('./sentry-browser');
    return startSentry({ dsn, environment });
  })().catch(() => null);
  return sentry;
}

export function reportError(error: unknown) {
  void loadSentry().then((s) => s?.captureException(error));
}

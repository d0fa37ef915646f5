import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts: validates the environment (a bad value stops the start with the list of
 * problems) and turns Sentry on only when a DSN is configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  const { sentry } = env();
  if (!sentry.dsn) return;
  const Sentry = await import('@sentry/nextjs');
  const { sentryOptions } = await import('./lib/monitoring/sentry-options');
  Sentry.init(sentryOptions({ dsn: sentry.dsn, environment: sentry.environment }));
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  if (!env().sentry.dsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};

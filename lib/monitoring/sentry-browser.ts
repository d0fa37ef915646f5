import { captureException, init } from '@sentry/browser';
import { sentryOptions } from './sentry-options';

/**
 * The browser's error reporting, loaded on demand by report-error.ts. Errors only, so the browser SDK itself rather
 * than @sentry/nextjs (the server's): that package's client `init` always brings its tracing integration and the
 * pages router's instrumentation, and `import('@sentry/nextjs')` brought everything it exports (session replay,
 * profiling): a chunk of 187 kB compressed and a task of 440-480 ms at a mid-range phone's speed on every page with a
 * DSN. This one is 28 kB and 70-80 ms (bench/README.md).
 */
export function startSentry({ dsn, environment }: { dsn: string; environment: string }) {
  init(sentryOptions({ dsn, environment }));
  return { captureException };
}

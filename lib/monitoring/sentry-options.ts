import { scrubEvent } from './scrub-event';

/**
 * What both sides tell Sentry (instrumentation.ts on the server, sentry-browser.ts in the page): errors only, no
 * tracing, nothing personal, every event scrubbed before it leaves.
 */
export const sentryOptions = ({ dsn, environment }: { dsn: string; environment: string }) => ({
  dsn,
  environment,
  sendDefaultPii: false,
  tracesSampleRate: 0,
  beforeSend: scrubEvent,
});

/**
 * One-time credentials the spec carries in the path: the password reset token and the e-mail confirmation code,
 * both in the page address and in the API call that spends the code.
 */
const PATH_SECRETS = /\/(password\/reset|mail-auth|players\/email\/confirm)\/[^/?#]+/g;

/** An address with its query, fragment and path-borne credentials removed. */
const scrubUrl = (url: string) => url.split(/[?#]/)[0]!.replace(PATH_SECRETS, '/$1/[redacted]');

interface ScrubbableEvent {
  request?: { headers?: Record<string, string>; cookies?: unknown; url?: string; query_string?: unknown };
  transaction?: string;
  breadcrumbs?: { data?: Record<string, unknown> }[];
}

/** Drops anything that could carry a credential before an event leaves the process or the browser. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.request) {
    delete event.request.cookies;
    delete event.request.query_string;
    if (event.request.headers) {
      for (const name of Object.keys(event.request.headers)) {
        if (/authorization|cookie|token|referer/i.test(name)) delete event.request.headers[name];
      }
    }
    if (event.request.url) event.request.url = scrubUrl(event.request.url);
  }
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  for (const crumb of event.breadcrumbs ?? []) {
    for (const key of ['url', 'from', 'to'] as const) {
      const value = crumb.data?.[key];
      if (typeof value === 'string') crumb.data![key] = scrubUrl(value);
    }
  }
  return event;
}

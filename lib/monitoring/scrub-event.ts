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

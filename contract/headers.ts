// Request header names of the API contract (contract/README.md). A module of their own: a client that only sends a
// header must not evaluate the schemas of the replies it never reads (the browser's API client sends the first one
// on every write, on every page).

/** The header that makes a write idempotent: same key (per user) -> same reply, applied once, for 24 hours. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Echo's socket id header: lets a client recognise (and skip) the echo of its own draft in ClientTyping. */
export const SOCKET_ID_HEADER = 'X-Socket-ID';

/**
 * The answer for an address of a file that does not exist (next.config.ts sends those here): a plain 404 without
 * markup, as Next gives for its own missing build files, so nothing is rendered for it and no page goes out without
 * the proxy's Content-Security-Policy. Asked for by its own address, the proxy sends it to the 404 page instead.
 */
const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });

export const GET = notFound;
export const HEAD = notFound;

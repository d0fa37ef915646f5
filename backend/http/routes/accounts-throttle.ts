import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { throttleKey, type RateLimiter } from '../../auth/rate-limiter';
import { localeOf } from '../../i18n/locale';
import { translate, type MessageKey } from '../../i18n/messages';
import { readBody } from '../read-body';

/**
 * The client's address as the socket sees it. No X-Forwarded-For: the reference backend is reached directly, and
 * trusting a header anyone can write would let every request pick its own throttle bucket.
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/**
 * 429 as Laravel's throttle answers it (the message also under `email`, where the form shows it), plus
 * `retry_after` in seconds and the Retry-After header.
 */
export function throttled(c: Context, seconds: number, key: MessageKey) {
  const locale = localeOf(c);
  const message = translate(locale, { key, params: { seconds } });
  c.header('Retry-After', String(seconds));
  c.header('Content-Language', locale);
  c.header('Vary', 'Accept-Language', { append: true });
  return c.json({ message, errors: { email: [message] }, retry_after: seconds }, 429);
}

/**
 * Login throttle (player POST /login and staff POST auth/login): 5 failed attempts a minute per e-mail and address,
 * then 429 until the oldest failure leaves the window. A successful login clears the count.
 */
export const loginThrottle = (limiter: RateLimiter) =>
  createMiddleware(async (c, next) => {
    const key = throttleKey((await readBody(c)).email, clientAddress(c));
    const wait = limiter.retryAfterSeconds(key);
    if (wait > 0) return throttled(c, wait, 'auth.throttle');
    await next();
    if (c.res.status === 422) limiter.hit(key);
    else if (c.res.ok) limiter.clear(key);
  });

/**
 * Letters (recovery, confirmation resend): 5 requests a minute per e-mail and address, each counted, so nobody can
 * flood a mailbox or probe addresses quickly. Returns the 429 reply, or null when the request may go on.
 */
export function letterThrottle(c: Context, limiter: RateLimiter, email: unknown) {
  const key = throttleKey(email, clientAddress(c));
  const wait = limiter.retryAfterSeconds(key);
  if (wait > 0) return throttled(c, wait, 'http.throttle');
  limiter.hit(key);
  return null;
}

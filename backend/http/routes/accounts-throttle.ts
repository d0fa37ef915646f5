import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import type { Services } from '../../services';
import { clientAddress } from '../client-address';
import { RateLimited } from '../../api-errors/api-error';
import { readBody } from '../read-body';

/** The per-e-mail key: the e-mail as typed (case and spaces ignored) and the client's address. */
export const emailKey = (email: unknown, address: string) => `${typeof email === 'string' ? email.trim().toLowerCase() : ''}|${address}`;

/** The longest wait any of the limiters asks for its key (0: the request may go on). */
const longestWait = (checks: readonly (readonly [RateLimiter, string])[]) => Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfterSeconds(key)));

/**
 * Login throttle (player POST /login and staff POST auth/login): failures are counted per e-mail and address
 * (5 a minute, cleared by a success, as Laravel's) and per address alone (spraying many e-mails; a success does
 * not clear it, or one known account would reset it). While either is full: 429, the e-mail's message.
 */
export const loginThrottle = (services: Services) =>
  createMiddleware(async (c, next) => {
    const address = clientAddress(c, services.trustedProxies);
    const perEmail = [services.limits.loginFailuresPerEmail, emailKey((await readBody(c)).email, address)] as const;
    const perAddress = [services.limits.loginFailuresPerAddress, address] as const;
    const wait = longestWait([perEmail, perAddress]);
    if (wait > 0) throw new RateLimited(wait, 'auth.throttle', 'email');
    await next();
    if (c.res.status === 422) {
      perEmail[0].hit(perEmail[1]);
      perAddress[0].hit(perAddress[1]);
    } else if (c.res.ok) perEmail[0].clear(perEmail[1]);
  });

/**
 * Letters (recovery, confirmation resend): every request counts, per e-mail and address (5 a minute) and per
 * address alone (10 a minute), so nobody can flood a mailbox or probe many addresses quickly. Throws the 429.
 */
export function letterThrottle(c: Context, services: Services, email: unknown): void {
  const address = clientAddress(c, services.trustedProxies);
  const checks = [
    [services.limits.lettersPerEmail, emailKey(email, address)],
    [services.limits.lettersPerAddress, address],
  ] as const;
  const wait = longestWait(checks);
  if (wait > 0) throw new RateLimited(wait, 'http.throttle', 'email');
  for (const [limiter, key] of checks) limiter.hit(key);
}

/**
 * Every request from one client address counts against `limiter`; a full window answers 429 (the message also
 * under `field` when given). For writes that any visitor may make: registration, newsletter.
 */
export const addressThrottle = (services: Services, limiter: RateLimiter, field?: string) =>
  createMiddleware(async (c, next) => {
    const wait = limiter.take(clientAddress(c, services.trustedProxies));
    if (wait > 0) throw new RateLimited(wait, 'http.throttle', field);
    await next();
  });

import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiFamilies } from '@/contract/families';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Public catalogue reads: the same for everyone, so shared caches may keep them. */
const PUBLIC_READS = [/^\/health$/, new RegExp(`^${escape(apiFamilies.baseMain)}/(cities/all|games|games/\\d+/participants)$`)];

/** A reply anyone may cache: a public read asked without a bearer token (with one, it may be personalised). */
const isPublicRead = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.header('authorization') && PUBLIC_READS.some((pattern) => pattern.test(c.req.path));

/**
 * Headers on every reply. `nosniff` so a browser never reads a reply as another type than it says (a JSON body
 * holding user text rendered as HTML). `Cache-Control: no-store` unless the route set its own or the reply is a
 * public catalogue read: tokens, profiles, participant data and the /dev pages stay out of every cache.
 */
export const responseHeaders = () =>
  createMiddleware(async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Cache-Control') && !isPublicRead(c)) c.res.headers.set('Cache-Control', 'no-store');
  });

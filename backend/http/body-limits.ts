import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { apiFamilies } from '@/contract/families';
import { avatarRules } from '@/contract/schemas/accounts';
import { supportRules } from '@/contract/schemas/support';
import { apiError } from '../api-errors/api-error';

/** Every request body, unless its route takes files: 1 MiB is far above any form or JSON call of the API. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Multipart framing around a file; anything larger than file + framing is refused before it is read. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Routes that take files, with their own larger limit (checked on the route, with the route's own reply). The
 * global limit leaves exactly these alone; a new upload route is added here.
 */
const UPLOAD_LIMITS: Readonly<Record<string, number>> = {
  [`POST ${apiFamilies.base}/players/me/avatar`]: avatarRules.maxBytes + MULTIPART_OVERHEAD_BYTES,
  // The support request: its files at their largest, each with its framing, and the text fields (well under 64 KiB).
  [`POST ${apiFamilies.legacy}/support`]: supportRules.maxFiles * (supportRules.maxFileBytes + MULTIPART_OVERHEAD_BYTES) + MULTIPART_OVERHEAD_BYTES,
};

export const uploadLimitOf = (method: string, path: string): number | undefined => UPLOAD_LIMITS[`${method} ${path}`];

/** 413 in the request's language, naming the limit. */
export const payloadTooLarge = (maxBytes: number) => apiError(413, 'http.payload_too_large', { max: Math.floor(maxBytes / 1024) });

/**
 * The global limit: a body over BODY_LIMIT_BYTES is refused with 413 before it is parsed (by Content-Length, or
 * while it streams in without one).
 */
export function requestBodyLimit(maxBytes: number = BODY_LIMIT_BYTES) {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw payloadTooLarge(maxBytes);
    },
  });
  return createMiddleware(async (c, next) => (uploadLimitOf(c.req.method, c.req.path) === undefined ? limit(c, next) : next()));
}

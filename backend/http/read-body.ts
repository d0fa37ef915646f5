import type { Context } from 'hono';
import { apiError } from '../api-errors/api-error';

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/** `multipart/form-data; boundary=x` -> `multipart/form-data`. */
const mediaTypeOf = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The request body as a plain object: JSON, or form fields (Laravel accepts both for the same route). Every route
 * that reads a body reads it here, so a body that cannot be read is always a 400 with a localised message (a broken
 * multipart boundary, bad JSON), never a 500. An empty body is `{}`, so "missing field" errors come from validation.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  if (FORM_TYPES.has(mediaTypeOf(c))) {
    try {
      return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch {
      // The platform's multipart reader refuses a body it cannot split (no or wrong boundary, truncated parts).
      throw apiError(400, 'http.invalid_form');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw apiError(400, 'http.invalid_json');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw apiError(400, 'http.body_not_object');
  }
  return parsed as Record<string, unknown>;
}

import type { Context } from 'hono';
import { httpError } from './http-error';

/**
 * The request body as a plain object: JSON, or form fields (Laravel accepts both for the same route).
 * An empty body is `{}`, so "missing field" errors come from validation, not from parsing.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw httpError(400, 'http.invalid_json');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw httpError(400, 'http.body_not_object');
  }
  return parsed as Record<string, unknown>;
}

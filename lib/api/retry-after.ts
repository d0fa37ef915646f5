/**
 * The wait a 429 (or 503) asks for, in whole seconds: the `Retry-After` header (seconds, or an HTTP date), else
 * Laravel's `retry_after` in the body. Undefined when the reply names none.
 */
export function retryAfterSeconds(header: string | null, body: unknown, now: number = Date.now()): number | undefined {
  const value = header?.trim();
  if (value) {
    if (/^\d+$/.test(value)) return Math.max(1, Number(value));
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.max(1, Math.ceil((at - now) / 1000));
  }
  const fromBody = (body as { retry_after?: unknown } | null)?.retry_after;
  return typeof fromBody === 'number' && Number.isInteger(fromBody) && fromBody > 0 ? fromBody : undefined;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** CloudPayments' Content-HMAC: base64 HMAC-SHA256 of the raw request body with the API secret. */
export const signNotification = (rawBody: string, secret: string): string => createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');

/** Constant-time comparison, so the signature cannot be guessed byte by byte from response times. */
export function isSignatureValid(rawBody: string, signature: string | undefined | null, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signNotification(rawBody, secret));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

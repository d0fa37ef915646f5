import { utmFields, type UtmField } from '@/contract/schemas/utm';

/** How long a landing's campaign is remembered for a later registration (the spec is silent; 30 days is usual). */
export const UTM_COOKIE_DAYS = 30;
const MAX_LENGTH = 255;

/**
 * What a landing address does to the remembered campaign (same rule as `captureUtm` in the browser): a landing
 * with any utm parameter replaces all five as a set (value -> set, missing -> clear); one without changes nothing.
 * Used by proxy.ts so that every landing counts, including pages without the header (promo codes, the bare game
 * sheet, the expert area).
 */
export function utmCookieChanges(params: URLSearchParams): { name: UtmField; value: string | null }[] {
  const values = utmFields.map((name) => ({ name, value: (params.get(name) ?? '').trim().slice(0, MAX_LENGTH) }));
  if (values.every((v) => v.value === '')) return [];
  return values.map((v) => ({ name: v.name, value: v.value || null }));
}

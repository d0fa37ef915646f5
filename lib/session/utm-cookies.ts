import Cookies from 'js-cookie';
import { utmFields, type UtmField, type UtmValues } from '@/contract/schemas/utm';
import { cookieAttributes } from './session-cookies';

import { UTM_COOKIE_DAYS } from './utm-landing';

export { UTM_COOKIE_DAYS };
const MAX_LENGTH = 255;

/** The cookies carry the parameters' own names: utm_source, utm_content, utm_medium, utm_term, utm_campaign. */
export const utmCookieName = (field: UtmField) => field;

/**
 * Remembers the utm parameters of a landing address. Last touch wins, as a set: a landing with any utm parameter
 * replaces all five (clearing the ones it lacks), so values of two campaigns are never mixed. A landing without
 * utm parameters changes nothing.
 */
export function captureUtm(search: string): boolean {
  const params = new URLSearchParams(search);
  const values = utmFields.map((field) => [field, (params.get(field) ?? '').trim().slice(0, MAX_LENGTH)] as const);
  if (values.every(([, value]) => value === '')) return false;
  for (const [field, value] of values) {
    if (value) Cookies.set(utmCookieName(field), value, cookieAttributes(UTM_COOKIE_DAYS));
    else Cookies.remove(utmCookieName(field), { path: '/' });
  }
  return true;
}

/** The remembered utm values for a registration body (absent ones as null). */
export function readUtm(): Required<UtmValues> {
  return Object.fromEntries(utmFields.map((field) => [field, Cookies.get(utmCookieName(field)) || null])) as Required<UtmValues>;
}

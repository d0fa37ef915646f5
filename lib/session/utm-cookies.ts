import Cookies from 'js-cookie';
import { utmFields, type UtmField, type UtmValues } from '@/contract/schemas/utm';

/** The cookies carry the parameters' own names: utm_source, utm_content, utm_medium, utm_term, utm_campaign. */
const utmCookieName = (field: UtmField) => field;

/** The remembered utm values for a registration body (absent ones as null). */
export function readUtm(): Required<UtmValues> {
  return Object.fromEntries(utmFields.map((field) => [field, Cookies.get(utmCookieName(field)) || null])) as Required<UtmValues>;
}

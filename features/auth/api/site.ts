import { splitLocalePrefix } from '@/lib/i18n/locale-detection';

/** Which site the visitor is on: the private-games pages are the party site (spec: is_live or is_party flag). */
export type Site = 'live' | 'party';

export const siteOfPath = (pathname: string): Site => (/^\/private(\/|$)/.test(splitLocalePrefix(pathname).rest) ? 'party' : 'live');

/** The flag the recovery and resend calls carry. */
export const siteFlag = (site: Site) => (site === 'party' ? { is_party: 1 as const } : { is_live: 1 as const });

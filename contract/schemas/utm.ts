/**
 * The five campaign fields the registration and OAuth sign-up bodies carry. A module of its own (no schemas), so
 * the header's utm capture can import the names without pulling the account schemas into every page.
 */
export const utmFields = ['utm_source', 'utm_content', 'utm_medium', 'utm_term', 'utm_campaign'] as const;
export type UtmField = (typeof utmFields)[number];
export type UtmValues = Partial<Record<UtmField, string | null>>;

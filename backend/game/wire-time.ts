/** An instant on the wire: ISO 8601 in UTC with an explicit offset and milliseconds (2025-03-19T09:00:00.000+00:00). */
export const iso = (ms: number): string => new Date(ms).toISOString().replace('Z', '+00:00');

export const isoOrNull = (ms: number | null | undefined): string | null => (ms === null || ms === undefined ? null : iso(ms));

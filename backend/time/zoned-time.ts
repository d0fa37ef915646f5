import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';

/** Wall-clock helpers over IANA zones (@date-fns/tz, as the front end uses). */

/** Offset of the zone from UTC at that instant, in minutes (Moscow: +180). */
export function zoneOffsetMinutes(ms: number, zone: string): number {
  return tzOffset(zone, new Date(ms));
}

/** ISO 8601 with the zone's offset, e.g. 2025-11-21T19:30:00+03:00 (never 'Z', so the offset is always explicit). */
export function toZonedIso(ms: number, zone: string): string {
  return format(new TZDate(ms, zone), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/** Calendar day (YYYY-MM-DD) of the instant in the zone. */
export function zonedDate(ms: number, zone: string): string {
  return format(new TZDate(ms, zone), 'yyyy-MM-dd');
}

/** The instant at which the zone's clock shows `date` `hour:minute`. */
export function zonedWallTimeToMs(date: string, hour: number, minute: number, zone: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, hour, minute, zone).getTime();
}

/** Adds whole days to a YYYY-MM-DD calendar day. */
export function addDays(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

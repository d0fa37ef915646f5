/** Wall-clock helpers over IANA zones with Intl only (no date library in the backend). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(ms: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const get = (key: string) => parts[key] ?? 0;
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Offset of the zone from UTC at that instant, in minutes (Moscow: +180). */
export function zoneOffsetMinutes(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** ISO 8601 with the zone's offset, e.g. 2025-11-21T19:30:00+03:00 (never 'Z', so the offset is always explicit). */
export function toZonedIso(ms: number, zone: string): string {
  const w = wallClock(ms, zone);
  const offset = zoneOffsetMinutes(ms, zone);
  const sign = offset < 0 ? '-' : '+';
  const date = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  return `${date}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** Calendar day (YYYY-MM-DD) of the instant in the zone. */
export function zonedDate(ms: number, zone: string): string {
  const w = wallClock(ms, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The instant at which the zone's clock shows `date` `hour:minute` (two passes settle DST edges). */
export function zonedWallTimeToMs(date: string, hour: number, minute: number, zone: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  let guess = naive - zoneOffsetMinutes(naive, zone) * 60000;
  guess = naive - zoneOffsetMinutes(guess, zone) * 60000;
  return guess;
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

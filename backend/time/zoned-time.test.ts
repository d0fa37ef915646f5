// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, toZonedIso, zonedDate, zonedWallTimeToMs, zoneOffsetMinutes } from './zoned-time';

describe('zoned time', () => {
  const instant = Date.parse('2025-03-19T16:30:00Z');

  it('writes instants with the zone offset', () => {
    expect(toZonedIso(instant, 'Europe/Moscow')).toBe('2025-03-19T19:30:00+03:00');
    expect(toZonedIso(instant, 'Asia/Novosibirsk')).toBe('2025-03-19T23:30:00+07:00');
    expect(toZonedIso(instant, 'Europe/London')).toBe('2025-03-19T16:30:00+00:00');
    expect(toZonedIso(instant, 'America/St_Johns')).toBe('2025-03-19T14:00:00-02:30');
  });

  it('finds the calendar day in a zone', () => {
    expect(zonedDate(Date.parse('2025-03-19T20:00:00Z'), 'Asia/Novosibirsk')).toBe('2025-03-20');
    expect(zonedDate(Date.parse('2025-03-19T20:00:00Z'), 'Europe/Moscow')).toBe('2025-03-19');
  });

  it('converts wall time to an instant across daylight-saving changes', () => {
    expect(zonedWallTimeToMs('2025-03-29', 19, 30, 'Europe/Paris')).toBe(Date.parse('2025-03-29T18:30:00Z'));
    expect(zonedWallTimeToMs('2025-03-31', 19, 30, 'Europe/Paris')).toBe(Date.parse('2025-03-31T17:30:00Z'));
    expect(zoneOffsetMinutes(Date.parse('2025-07-01T00:00:00Z'), 'Europe/London')).toBe(60);
  });

  it('adds days and knows weekdays', () => {
    expect(addDays('2025-03-30', 2)).toBe('2025-04-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(isoWeekday('2025-03-19')).toBe(3);
    expect(isoWeekday('2025-03-23')).toBe(7);
  });
});

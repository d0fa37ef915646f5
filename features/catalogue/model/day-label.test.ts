import { dayOption } from './format-game-time';
import { dayLabel } from './day-label';

describe('dayLabel', () => {
  it.each(['ru', 'en', 'fr'] as const)('names a day as the date filter names its days (%s)', (locale) => {
    // The filter's own options come from date-fns; a day it no longer offers must read the same way.
    const noon = new Date('2026-11-01T12:00:00Z');
    expect(dayLabel('2026-11-01', locale)).toBe(dayOption(noon, 'UTC', locale).label);
  });

  it('reads "воскресенье, 1 ноября" in Russian', () => {
    expect(dayLabel('2026-11-01', 'ru')).toBe('воскресенье, 1 ноября');
  });
});

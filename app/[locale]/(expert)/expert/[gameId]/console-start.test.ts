import { consoleStartText } from './console-start';

const startsAt = Date.parse('2025-03-19T12:11:00Z');
const games = [
  { id: 4, timezone: 'Europe/London' },
  { id: 5, timezone: 'Europe/Moscow' },
];

describe('the console’s start time', () => {
  it('is on the game city’s clock in every language, like the dashboard', () => {
    expect(consoleStartText(startsAt, 5, games, 'en')).toBe('19 March, 15:11 (GMT+3)');
    expect(consoleStartText(startsAt, 5, games, 'fr')).toBe('19 mars, 15:11 (UTC+3)');
    expect(consoleStartText(startsAt, 5, games, 'ru')).toBe('19 марта, 15:11 (GMT+3)');
  });

  it('falls back to the language’s capital clock only when the list is unavailable', () => {
    expect(consoleStartText(startsAt, 5, null, 'fr')).toBe('19 mars, 13:11 (UTC+1)');
    expect(consoleStartText(startsAt, 9, games, 'ru')).toBe('19 марта, 15:11 (GMT+3)');
  });
});

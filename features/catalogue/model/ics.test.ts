import { buildIcs, escapeText, foldLine, utcStamp, type CalendarEvent } from './ics';

const event: CalendarEvent = {
  uid: 'game-107@quiz.example.com',
  start: new Date('2025-03-20T16:30:00Z'),
  end: new Date('2025-03-20T18:00:00Z'),
  summary: 'Квиз; «Кино, сериалы» \\ спецвыпуск',
  description: 'Регистрация: https://quiz.example.com/reg/107\nДо встречи!',
  location: 'Москва',
  url: 'https://quiz.example.com/reg/107',
  stamp: new Date('2025-03-19T09:00:05.123Z'),
};

describe('iCalendar file', () => {
  it('has one event with UID, DTSTAMP and UTC start and end, CRLF line endings', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    // Unfolded as a calendar reads it (a CRLF followed by a space continues the line).
    expect(ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Quiz online//Games catalogue//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:game-107@quiz.example.com',
      'DTSTAMP:20250319T090005Z',
      'DTSTART:20250320T163000Z',
      'DTEND:20250320T180000Z',
      'SUMMARY:Квиз\\; «Кино\\, сериалы» \\\\ спецвыпуск',
      'DESCRIPTION:Регистрация: https://quiz.example.com/reg/107\\nДо встречи!',
      'LOCATION:Москва',
      'URL:https://quiz.example.com/reg/107',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('leaves out LOCATION when the city is unknown', () => {
    expect(buildIcs({ ...event, location: null })).not.toContain('LOCATION');
  });

  it('escapes text values', () => {
    expect(escapeText('a;b,c\\d\r\ne\nf')).toBe('a\\;b\\,c\\\\d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'Ж'.repeat(60)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [i, line] of lines.entries()) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
    }
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes instants in UTC whatever the local zone', () => {
    expect(utcStamp(new Date('2025-07-01T23:59:59+03:00'))).toBe('20250701T205959Z');
  });
});

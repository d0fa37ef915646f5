import { describe, expect, it } from 'vitest';
import { httpUrlOrNull } from './http-url';

describe('httpUrlOrNull', () => {
  it('keeps absolute http(s) addresses as they are', () => {
    expect(httpUrlOrNull('https://forms.quiz.test/feedback/3?lang=fr')).toBe('https://forms.quiz.test/feedback/3?lang=fr');
    expect(httpUrlOrNull('http://localhost:4000/form')).toBe('http://localhost:4000/form');
  });

  it('drops script, data, relative, malformed and empty values', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '/feedback',
      'forms.quiz.test',
      'https://',
      '',
      null,
      undefined,
    ]) {
      expect(httpUrlOrNull(value)).toBeNull();
    }
  });
});

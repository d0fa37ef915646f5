// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupAnswers, normaliseAnswer, sameAnswer } from './answer-normalisation';

describe('normaliseAnswer', () => {
  it.each([
    ['Пушкин', 'пушкин'],
    ['ПУШКИН!!', 'пушкин'],
    ['«Пушкин»', 'пушкин'],
    ['  пушкин   ', 'пушкин'],
    ['Ёлка', 'елка'],
    ['Санкт-Петербург', 'санкт петербург'],
    ['санкт   петербург.', 'санкт петербург'],
    ['Élysée', 'elysee'],
    ['Léon Tolstoï', 'leon tolstoi'],
    ['A.S. Pushkin', 'a s pushkin'],
    ['１２３', '123'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseAnswer(input)).toBe(expected);
  });

  it('turns Latin look-alikes in a Cyrillic word into Cyrillic letters', () => {
    expect(normaliseAnswer('Пyшkин')).toBe('пушкин'); // Latin y and k
    expect(normaliseAnswer('TAKCИ')).toBe('такси'); // И exists only in Cyrillic
    expect(normaliseAnswer('Mосква')).toBe('москва');
  });

  it('turns Cyrillic look-alikes in a Latin word into Latin letters', () => {
    expect(normaliseAnswer('Nеwton')).toBe('newton'); // Cyrillic е
    expect(normaliseAnswer('сat')).toBe('cat'); // Cyrillic с
  });

  it('keeps Cyrillic letters with diacritics that are letters of their own', () => {
    expect(normaliseAnswer('Мой край')).toBe('мой край');
    expect(normaliseAnswer('Мой край')).not.toBe(normaliseAnswer('Мои краи'));
  });

  it('reduces blank and punctuation-only answers to nothing', () => {
    expect(normaliseAnswer('  ')).toBe('');
    expect(normaliseAnswer('?!…')).toBe('');
    expect(sameAnswer('', '')).toBe(false);
    expect(sameAnswer('Ёж', 'ёж!')).toBe(true);
    expect(sameAnswer('Ёж', 'уж')).toBe(false);
  });
});

describe('groupAnswers', () => {
  it('groups by the normalised form, largest group first, blanks skipped', () => {
    const answers = [
      { id: 1, text: 'Эверест' },
      { id: 2, text: 'Джомолунгма' },
      { id: 3, text: 'ЭВЕРЕСТ!' },
      { id: 4, text: ' ' },
      { id: 5, text: 'эверест' },
    ];
    const groups = groupAnswers(answers, (answer) => answer.text);
    expect(groups.map((group) => [group.key, group.items.map((item) => item.id)])).toEqual([
      ['эверест', [1, 3, 5]],
      ['джомолунгма', [2]],
    ]);
  });

  it('puts ё/е, case, punctuation, spacing and Latin look-alike spellings of one answer in one group', () => {
    // 'Eжик' starts with a Latin E, 'ёжиk' ends with a Latin k.
    const answers = ['Ёжик', 'ежик', 'ЕЖИК!', ' ёжик ', 'Eжик', 'ёжиk', 'Ёжик в тумане'];
    const groups = groupAnswers(answers, (text) => text);
    expect(groups.map((group) => [group.key, group.items])).toEqual([
      ['ежик', ['Ёжик', 'ежик', 'ЕЖИК!', ' ёжик ', 'Eжик', 'ёжиk']],
      ['ежик в тумане', ['Ёжик в тумане']],
    ]);
  });

  it('keeps first-seen order between groups of the same size', () => {
    const groups = groupAnswers(['Рим', 'Париж', 'рим', 'париж'], (text) => text);
    expect(groups.map((group) => group.key)).toEqual(['рим', 'париж']);
  });
});

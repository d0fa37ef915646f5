import { blankEntry, buildSheet, dirtyAnswers, mergeLocal, reconcileEntry, syncMark, type SheetEntry } from './sheet';

const value = (text: string, confidence = false) => ({ text, confidence });
const local = (text: string, base: string | null, editedAt = 100): SheetEntry => ({
  ...blankEntry(1),
  text,
  editedAt,
  base: value(base ?? ''),
});
const server = (text: string, updatedAt = 200) => ({ questionNumber: 1, text, confidence: false, updatedAt });

/** The resync rule: what a screen shows after it meets the server's copy of an answer. */
describe('reconcileEntry (the resync rule)', () => {
  it.each([
    ['same text everywhere: received', local('Рим', 'Рим'), server('Рим'), 'Рим', 'received'],
    ['my edit equals what the server has (a lost reply): received', local('Рим', ''), server('Рим'), 'Рим', 'received'],
    ['no local edit, a teammate changed it: take theirs', local('Рим', 'Рим'), server('Oslo'), 'Oslo', 'received'],
    ['local edit, server unchanged since: keep mine and resend', local('Рим', ''), undefined, 'Рим', 'pending'],
    ['both changed, mine newer: keep mine, resend', local('Рим', '', 300), server('Oslo', 200), 'Рим', 'pending'],
    ['both changed, theirs newer: take theirs', local('Рим', '', 100), server('Oslo', 200), 'Oslo', 'received'],
    ['both changed at the same instant: mine (a lost edit cannot come back)', local('Рим', '', 200), server('Oslo', 200), 'Рим', 'pending'],
    ['nothing anywhere: empty', undefined, undefined, '', 'empty'],
  ] as const)('%s', (_, mine, theirs, text, mark) => {
    const merged = reconcileEntry(mine, theirs, 1);
    expect(merged.text).toBe(text);
    expect(syncMark(merged)).toBe(mark);
  });

  it('after keeping mine over a changed server value, the next compare is against that value', () => {
    const merged = reconcileEntry(local('Рим', '', 300), server('Oslo', 200), 1);
    expect(merged.base).toEqual(value('Oslo'));
  });

  it('confidence is part of the answer', () => {
    const mine: SheetEntry = { ...local('Рим', 'Рим'), confidence: true };
    expect(syncMark(reconcileEntry(mine, server('Рим'), 1))).toBe('pending');
  });
});

describe('buildSheet and dirtyAnswers', () => {
  it('builds one entry per question and posts only what this player changed', () => {
    const sheet = buildSheet(3, [{ ...local('Рим', ''), questionNumber: 2 }], [{ ...server('Oslo'), questionNumber: 1 }]);
    expect(sheet.map((e) => e.text)).toEqual(['Oslo', 'Рим', '']);
    expect(dirtyAnswers(sheet)).toEqual([{ questionNumber: 2, text: 'Рим', confidence: false, editedAt: expect.any(Number) }]);
  });

  it('a cleared answer is a change too (the server stores "")', () => {
    const sheet = buildSheet(1, [local('', 'Рим')], [server('Рим', 50)]);
    expect(dirtyAnswers(sheet)).toEqual([{ questionNumber: 1, text: '', confidence: false, editedAt: expect.any(Number) }]);
  });
});

describe('mergeLocal', () => {
  it('prefers the copy with an unsent edit, the newer one when both have', () => {
    const screenCopy = [local('A', 'A'), { ...local('B', '', 500), questionNumber: 2 }, { ...local('C', '', 100), questionNumber: 3 }];
    const cached = [local('a', '', 50), { ...local('b', '', 400), questionNumber: 2 }, { ...local('c', '', 200), questionNumber: 3 }];
    expect(mergeLocal(screenCopy, cached).map((e) => e.text)).toEqual(['a', 'B', 'c']);
    expect(mergeLocal([local('A', 'A')], [local('x', 'x')]).map((e) => e.text)).toEqual(['A']);
  });
});

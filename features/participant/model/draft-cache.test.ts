import { createDraftCache } from './draft-cache';
import { blankEntry, type SheetEntry } from './sheet';

const entry = (questionNumber: number, text: string, base = ''): SheetEntry => ({
  ...blankEntry(questionNumber),
  text,
  confidence: text.length > 3,
  editedAt: 1000 + questionNumber,
  base: { text: base, confidence: false },
  inFlight: { text, confidence: false },
});

describe('draft cache', () => {
  beforeEach(() => localStorage.clear());

  it('keeps drafts per participant and round, with the server value each started from', () => {
    const cache = createDraftCache(localStorage, 7);
    cache.write(1, [entry(1, 'Москва', 'Мос'), entry(2, 'Рим')]);
    cache.write(2, [entry(1, 'Осло')]);
    // A reload: a new cache object reads what the old one wrote.
    const again = createDraftCache(localStorage, 7);
    expect(again.read(1)).toEqual([
      { ...entry(1, 'Москва', 'Мос'), inFlight: null },
      { ...entry(2, 'Рим'), inFlight: null },
    ]);
    expect(again.read(2).map((e) => e.text)).toEqual(['Осло']);
    expect(createDraftCache(localStorage, 8).read(1)).toEqual([]);
  });

  it('clears a round and keeps only the rounds asked for', () => {
    const cache = createDraftCache(localStorage, 7);
    const other = createDraftCache(localStorage, 9);
    [1, 2, 3].forEach((tour) => cache.write(tour, [entry(1, `t${tour}`)]));
    other.write(1, [entry(1, 'other team')]);
    cache.clear(1);
    expect(cache.read(1)).toEqual([]);
    cache.keepOnly([3]);
    expect(cache.read(2)).toEqual([]);
    expect(cache.read(3)).toHaveLength(1);
    expect(other.read(1)).toHaveLength(1);
  });

  it('ignores corrupt entries and survives a storage that throws', () => {
    localStorage.setItem(
      'quiz.drafts.v1.7.1',
      '{"1":{"text":5},"x":{},"2":{"text":"ok","confidence":false,"editedAt":1,"base":{"text":"","confidence":false}}}',
    );
    expect(
      createDraftCache(localStorage, 7)
        .read(1)
        .map((e) => e.text),
    ).toEqual(['ok']);
    localStorage.setItem('quiz.drafts.v1.7.2', 'not json');
    expect(createDraftCache(localStorage, 7).read(2)).toEqual([]);

    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    const cache = createDraftCache(broken, 7);
    expect(() => cache.write(1, [entry(1, 'x')])).not.toThrow();
    expect(cache.read(1)).toEqual([]);
    expect(createDraftCache(null, 7).read(1)).toEqual([]);
  });
});

import { createSequenceTracker } from './sequence-tracker';

describe('sequence tracker', () => {
  it('accepts the first number as the baseline and then consecutive numbers', () => {
    const t = createSequenceTracker();
    expect(t.accept({ seq: 41 })).toBe('next');
    expect(t.accept({ seq: 42 })).toBe('next');
  });

  it('reports a repeated or older number as a duplicate', () => {
    const t = createSequenceTracker();
    t.accept({ seq: 5 });
    expect(t.accept({ seq: 5 })).toBe('duplicate');
    expect(t.accept({ seq: 3 })).toBe('duplicate');
    expect(t.accept({ seq: 6 })).toBe('next');
  });

  it('reports a jump as a gap and continues from the new number', () => {
    const t = createSequenceTracker();
    t.accept({ seq: 1 });
    expect(t.accept({ seq: 4 })).toBe('gap');
    expect(t.accept({ seq: 5 })).toBe('next');
  });

  it('starts over after a reset (a re-subscribe resyncs anyway)', () => {
    const t = createSequenceTracker();
    t.accept({ seq: 10 });
    t.reset();
    expect(t.accept({ seq: 2 })).toBe('next');
  });

  it('lets unnumbered payloads (whispers) through', () => {
    const t = createSequenceTracker();
    expect(t.accept({ questionNumber: 1 })).toBe('unnumbered');
    expect(t.accept(null)).toBe('unnumbered');
    expect(t.accept({ seq: '3' })).toBe('unnumbered');
  });
});

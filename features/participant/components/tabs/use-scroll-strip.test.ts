import { scrollNeededToShow } from './use-scroll-strip';

const strip = { left: 16, right: 344 };

describe('scrollNeededToShow', () => {
  it('is 0 for a tab wholly inside the strip', () => {
    expect(scrollNeededToShow(strip, { left: 16, right: 120 })).toBe(0);
    expect(scrollNeededToShow(strip, { left: 240, right: 344 })).toBe(0);
  });

  it('scrolls forward past a tab cut at the end, leaving the fade beside it', () => {
    expect(scrollNeededToShow(strip, { left: 300, right: 398 })).toBe(398 - 344 + 40);
    expect(scrollNeededToShow(strip, { left: 640, right: 738 })).toBe(738 - 344 + 40);
  });

  it('scrolls back to a tab cut at the start', () => {
    expect(scrollNeededToShow(strip, { left: -50, right: 48 })).toBe(-50 - 16 - 40);
  });
});

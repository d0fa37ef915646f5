import { scrollNeededToShow } from './use-scroll-strip';

const strip = { left: 16, right: 344 };

describe('scrollNeededToShow', () => {
  it('is 0 for a tab inside the strip, clear of its edge fades', () => {
    expect(scrollNeededToShow(strip, { left: 56, right: 160 })).toBe(0);
    expect(scrollNeededToShow(strip, { left: 200, right: 304 })).toBe(0);
  });

  it('moves a tab that is inside the strip but under a fade clear of it', () => {
    expect(scrollNeededToShow(strip, { left: 250, right: 330 })).toBe(330 - 344 + 40);
    expect(scrollNeededToShow(strip, { left: 30, right: 110 })).toBe(30 - 16 - 40);
  });

  it('scrolls forward past a tab cut at the end, leaving the fade beside it', () => {
    expect(scrollNeededToShow(strip, { left: 300, right: 398 })).toBe(398 - 344 + 40);
    expect(scrollNeededToShow(strip, { left: 640, right: 738 })).toBe(738 - 344 + 40);
  });

  it('scrolls back to a tab cut at the start', () => {
    expect(scrollNeededToShow(strip, { left: -50, right: 48 })).toBe(-50 - 16 - 40);
  });
});

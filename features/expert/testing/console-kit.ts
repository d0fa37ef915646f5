import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { apiUrl } from '@/tests/msw';
import { correctAnswersWire } from './fixtures';

/**
 * What every console of game 5 calls as it opens: keep-alives, and giving back a hold this expert left behind; and
 * the correct answers, read before the first sheet.
 */
export const consoleOpeningHandlers = [
  http.get(apiUrl('live', '/experts/games/5/answers'), () => HttpResponse.json(correctAnswersWire())),
  http.post(apiUrl('live', '/experts/keep-alive/5'), () => HttpResponse.json({ lockedUntil: null })),
  http.post(apiUrl('live', '/experts/games/5/results/cancel'), () => HttpResponse.json({ totalSheetCountInStack: 0 })),
];

/**
 * jsdom lays nothing out: every element gets a size (rows of `rowHeight`) so the console's virtual lists render
 * their rows, as a browser would. Registers its own beforeEach / afterEach.
 */
export function sizeElementsForVirtualLists(rowHeight: number): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, rowHeight));
  });
  afterEach(() => vi.restoreAllMocks());
}

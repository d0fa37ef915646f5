import { yieldToBrowser, yieldWhileShown } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a new task through scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('goes on when the browser refuses the continuation or does not run it', async () => {
    vi.stubGlobal('scheduler', { yield: () => Promise.reject(new Error('refused')) });
    await expect(yieldToBrowser()).resolves.toBeUndefined();
    vi.useFakeTimers();
    try {
      vi.stubGlobal('scheduler', { yield: () => new Promise<void>(() => {}) });
      let done = false;
      void yieldToBrowser().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(49);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves at once where it is missing', async () => {
    vi.stubGlobal('scheduler', undefined);
    let done = false;
    void yieldToBrowser().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(true);
  });
});

describe('yieldWhileShown', () => {
  const visibility = (state: DocumentVisibilityState) => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('yields on a shown page', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    visibility('visible');
    await yieldWhileShown();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('goes on at once on a hidden page, where a later task might never run', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    visibility('hidden');
    await yieldWhileShown();
    expect(yielded).not.toHaveBeenCalled();
  });
});

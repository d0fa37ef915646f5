import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a new task through scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('resolves at once where it is missing', async () => {
    vi.stubGlobal('scheduler', undefined);
    let done = false;
    void yieldToBrowser().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(true);
  });
});

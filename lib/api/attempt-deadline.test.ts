import { attemptDeadline } from './attempt-deadline';

const waitForAbort = (signal: AbortSignal) => new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

describe.each([
  ['with AbortSignal.any', false],
  ['in a browser without AbortSignal.any', true],
])('attemptDeadline %s', (_name, withoutAny) => {
  const any = AbortSignal.any;
  beforeEach(() => {
    if (withoutAny) Reflect.deleteProperty(AbortSignal, 'any');
  });
  afterEach(() => {
    AbortSignal.any = any;
  });

  it('aborts when its own deadline passes, and says so', async () => {
    const caller = new AbortController();
    const deadline = attemptDeadline(caller.signal, 20);
    await waitForAbort(deadline.signal);
    expect(deadline.expired()).toBe(true);
    expect(caller.signal.aborted).toBe(false);
  });

  it('aborts with the caller, which is not an expiry', async () => {
    const caller = new AbortController();
    const deadline = attemptDeadline(caller.signal, 5_000);
    caller.abort(new Error('left the page'));
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toEqual(new Error('left the page'));
    expect(deadline.expired()).toBe(false);
    await expect(deadline.within(new Promise(() => undefined))).rejects.toThrow('left the page');
  });

  it('is aborted at once when the caller already gave up', () => {
    const caller = new AbortController();
    caller.abort();
    expect(attemptDeadline(caller.signal, 5_000).signal.aborted).toBe(true);
  });

  it('lets work that finishes in time through, and stops waiting for work that does not', async () => {
    await expect(attemptDeadline(undefined, 1_000).within(Promise.resolve(7))).resolves.toBe(7);
    const late = attemptDeadline(undefined, 20);
    await expect(late.within(new Promise(() => undefined))).rejects.toThrow();
    expect(late.expired()).toBe(true);
  });
});

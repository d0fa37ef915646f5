import { holdTaskContinuations, settleMicrotasks } from '@/tests/held-tasks';
import { importInOwnTask } from './import-in-own-task';

describe('importInOwnTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts the import in a task after the one that asked for it', async () => {
    const tasks = holdTaskContinuations();
    const load = vi.fn(() => Promise.resolve({ value: 1 }));
    const loaded = importInOwnTask(load);
    await settleMicrotasks();
    expect(load).not.toHaveBeenCalled();
    expect(tasks.waiting()).toBe(1);
    tasks.runWaiting();
    await expect(loaded).resolves.toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports at once on a hidden page, where a later task might not run', async () => {
    holdTaskContinuations();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const load = vi.fn(() => Promise.resolve('module'));
    const loaded = importInOwnTask(load);
    await settleMicrotasks();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loaded).resolves.toBe('module');
  });

  it('passes a failed import on to its caller', async () => {
    vi.stubGlobal('scheduler', undefined);
    await expect(importInOwnTask(() => Promise.reject(new Error('chunk failed')))).rejects.toThrow('chunk failed');
  });
});

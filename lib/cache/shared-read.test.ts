import { createSharedRead } from './shared-read';

describe('shared read (public replies shared by anonymous renders)', () => {
  it('runs one load for concurrent and repeated reads within the time to live', async () => {
    const read = createSharedRead();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `reply ${loads}`;
    };
    const results = await Promise.all([read('k', 1000, load, 0), read('k', 1000, load, 10), read('k', 1000, load, 999)]);
    expect(results).toEqual(['reply 1', 'reply 1', 'reply 1']);
    expect(await read('k', 1000, load, 1000)).toBe('reply 2');
    expect(await read('other', 1000, load, 1000)).toBe('reply 3');
  });

  it('does not keep a failure: the next read tries again', async () => {
    const read = createSharedRead();
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('backend down');
      return 'ok';
    };
    await expect(read('k', 60_000, load, 0)).rejects.toThrow('backend down');
    fail = false;
    expect(await read('k', 60_000, load, 1)).toBe('ok');
  });

  it('holds at most the given number of entries, dropping the oldest', async () => {
    const read = createSharedRead(2);
    let loads = 0;
    const load = async () => ++loads;
    await read('a', 60_000, load, 0);
    await read('b', 60_000, load, 0);
    await read('c', 60_000, load, 0);
    expect(await read('b', 60_000, load, 1)).toBe(2);
    expect(await read('a', 60_000, load, 1)).toBe(4);
  });
});

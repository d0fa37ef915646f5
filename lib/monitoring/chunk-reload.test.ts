import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

/** A Storage kept in memory, so each test starts from an empty session. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe('isChunkLoadError', () => {
  const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

  it.each([
    ['a ChunkLoadError (webpack and Turbopack)', named('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/a.js')],
    ['a failed JS chunk', new Error('Loading chunk 123 failed.\n(error: https://site/_next/static/chunks/123.js)')],
    ['a failed CSS chunk', new Error('Loading CSS chunk app-layout failed.')],
    ['a failed dynamic import', new TypeError('Failed to fetch dynamically imported module: https://site/_next/a.js')],
  ])('recognises %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a string', 'Loading chunk 1 failed'],
    ['null', null],
  ])('ignores %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  const t0 = Date.parse('2025-03-01T12:00:00Z');

  it('reloads the page the first time', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(t0, new MemoryStorage(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refuses a second reload within 60 s and allows it again after 60 s', () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();

    reloadForChunkError(t0, storage, reload);
    expect(reloadForChunkError(t0 + 1_000, storage, reload)).toBe(false);
    expect(reloadForChunkError(t0 + 59_999, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadForChunkError(t0 + 60_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadForChunkError(t0 + 61_000, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in the given storage (it survives the reload)', () => {
    const storage = new MemoryStorage();
    reloadForChunkError(t0, storage, vi.fn());
    const reloadAfterPageLoad = vi.fn();
    expect(reloadForChunkError(t0 + 5_000, storage, reloadAfterPageLoad)).toBe(false);
    expect(reloadAfterPageLoad).not.toHaveBeenCalled();
  });
});

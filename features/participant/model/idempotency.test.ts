import { createKey, keyForSend } from './idempotency';

describe('idempotency keys of answer posts', () => {
  let n = 0;
  const fresh = () => `key-${++n}`;
  beforeEach(() => {
    n = 0;
  });

  it('a first send gets a new key', () => {
    expect(keyForSend(null, 'a', fresh)).toEqual({ payload: 'a', key: 'key-1' });
  });

  it('retrying the same unacknowledged payload reuses its key (the server applies it once)', () => {
    const first = keyForSend(null, 'a', fresh);
    expect(keyForSend(first, 'a', fresh)).toBe(first);
  });

  it('a different payload gets a new key', () => {
    const first = keyForSend(null, 'a', fresh);
    expect(keyForSend(first, 'ab', fresh).key).toBe('key-2');
  });

  it('after an acknowledgement (pending cleared) the same payload is a new send with a new key', () => {
    keyForSend(null, 'a', fresh);
    expect(keyForSend(null, 'a', fresh).key).toBe('key-2');
  });

  it('keys are UUIDs, unique', () => {
    const keys = new Set(Array.from({ length: 50 }, createKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

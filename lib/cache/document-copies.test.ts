// @vitest-environment node
import { createDocumentCopies } from './document-copies';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

function setup(replies: Array<Uint8Array | null | Error>) {
  let clock = 1_000;
  const asked: string[] = [];
  const errors: unknown[] = [];
  const copies = createDocumentCopies({
    maxAgeMs: 30_000,
    now: () => clock,
    onError: (_key, error) => errors.push(error),
    load: async (key) => {
      asked.push(key);
      const reply = replies.shift();
      if (reply instanceof Error) throw reply;
      return reply ?? null;
    },
  });
  return { copies, asked, errors, advance: (ms: number) => (clock += ms) };
}

describe('document copies', () => {
  it('has nothing to serve at first, fetches once, then serves the copy with a validator', async () => {
    const { copies, asked } = setup([bytes('<html>v1</html>')]);
    expect(copies.read('ru')).toBeUndefined();
    expect(copies.read('ru')).toBeUndefined(); // the same refresh is under way: not a second one
    await copies.settled();
    expect(asked).toEqual(['ru']);

    const served = copies.read('ru');
    expect(served?.fresh).toBe(true);
    expect(text(served!.copy.body)).toBe('<html>v1</html>');
    expect(served!.copy.etag).toMatch(/^"[\w-]{22}"$/);
    expect(asked).toEqual(['ru']);
  });

  it('serves a stale copy while fetching a new one, then the new one', async () => {
    const { copies, asked, advance } = setup([bytes('v1'), bytes('v2')]);
    copies.read('en');
    await copies.settled();
    advance(30_000);

    const stale = copies.read('en');
    expect(stale?.fresh).toBe(false);
    expect(text(stale!.copy.body)).toBe('v1');
    await copies.settled();
    expect(text(copies.read('en')!.copy.body)).toBe('v2');
    expect(asked).toEqual(['en', 'en']);
  });

  it('says when a copy has expired, so its reader can wait for the new one instead', async () => {
    let deliver: (body: Uint8Array | null) => void = () => {};
    let clock = 0;
    const copies = createDocumentCopies({
      maxAgeMs: 10_000,
      maxStaleMs: 30_000,
      now: () => clock,
      load: () => new Promise((resolve) => (deliver = resolve)),
    });
    copies.read('fr');
    deliver(bytes('old'));
    await copies.settled();

    clock = 29_999;
    expect(copies.read('fr')).toMatchObject({ fresh: false, expired: false });
    deliver(bytes('newer'));
    await copies.settled();

    clock += 30_000;
    const expired = copies.read('fr');
    expect(expired).toMatchObject({ fresh: false, expired: true });
    expect(text(expired!.copy.body)).toBe('newer');
    const waiting = copies.loaded('fr', 2_000);
    deliver(bytes('newest'));
    expect(text((await waiting)!.body)).toBe('newest');
  });

  it('waits for a slow refresh only as long as asked, then answers with the copy there is', async () => {
    vi.useFakeTimers();
    try {
      let clock = 0;
      const loads: Array<(body: Uint8Array | null) => void> = [];
      const copies = createDocumentCopies({
        maxAgeMs: 10_000,
        maxStaleMs: 30_000,
        now: () => clock,
        load: () => new Promise((resolve) => loads.push(resolve)),
      });
      copies.read('en');
      loads[0]!(bytes('old'));
      await copies.settled();
      clock = 60_000;
      expect(copies.read('en')?.expired).toBe(true);

      let answered: Uint8Array | undefined;
      void copies.loaded('en', 2_000).then((copy) => (answered = copy?.body));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(answered).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(text(answered!)).toBe('old');
      loads[1]!(bytes('late'));
      await copies.settled();
      expect(text(copies.read('en')!.copy.body)).toBe('late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the previous copy when a refresh fails or brings nothing usable', async () => {
    const { copies, errors, advance } = setup([bytes('good'), new Error('backend down'), null]);
    copies.read('fr');
    await copies.settled();
    advance(31_000);
    copies.read('fr');
    await copies.settled();
    expect(errors).toHaveLength(1);
    expect(text(copies.read('fr')!.copy.body)).toBe('good');
    await copies.settled();
    expect(text(copies.read('fr')!.copy.body)).toBe('good');
  });

  it('keeps each key apart', async () => {
    const { copies } = setup([bytes('russian'), bytes('english')]);
    copies.read('ru');
    copies.read('en');
    await copies.settled();
    expect(text(copies.read('ru')!.copy.body)).toBe('russian');
    expect(text(copies.read('en')!.copy.body)).toBe('english');
    expect(copies.read('ru')!.copy.etag).not.toBe(copies.read('en')!.copy.etag);
  });

  it('lets the first visitors wait for the first copy instead of going without one', async () => {
    let deliver: (body: Uint8Array | null) => void = () => {};
    const copies = createDocumentCopies({ maxAgeMs: 30_000, load: () => new Promise((resolve) => (deliver = resolve)) });
    expect(copies.read('ru')).toBeUndefined();
    const first = copies.loaded('ru');
    const second = copies.loaded('ru');
    deliver(bytes('<html>first</html>'));
    expect(text((await first)!.body)).toBe('<html>first</html>');
    expect(await second).toBe(await first);
  });

  it('has nothing for the waiting visitors when the first load fails', async () => {
    const { copies } = setup([new Error('backend down')]);
    copies.read('en');
    expect(await copies.loaded('en')).toBeUndefined();
  });

  it("keeps the hashes of the copy's own inline scripts, computed when it is stored", async () => {
    const { copies, advance } = setup([
      bytes('<html><script src="/a.js"></script><script>self.__next_f.push([0])</script></html>'),
      bytes('<html><script>a\nb</script></html>'),
    ]);
    copies.read('ru');
    await copies.settled();
    expect(copies.read('ru')!.copy.scriptHashes).toEqual(['sha256-VXfQxoId3eHgS78yBQY2mYYWuOAzZGdxULBMV816UdU=']);
    advance(31_000);
    copies.read('ru');
    await copies.settled();
    expect(copies.read('ru')!.copy.scriptHashes).toEqual(['sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg=']);
  });
});

import { act, render } from '@testing-library/react';
import { RealtimeProvider } from './realtime-provider';

/**
 * The provider mounts with the screen's first effects, the heaviest task of a live screen's start: it must not read
 * the session cookie or ask for the transport's code until the browser has had a turn.
 */
describe('RealtimeProvider', () => {
  let cookieReads = 0;
  let releaseYield: () => void = () => {};

  beforeEach(() => {
    cookieReads = 0;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
      cookieReads += 1;
      return cookie.get!.call(this) as string;
    });
    vi.stubGlobal('scheduler', {
      yield: () =>
        new Promise<void>((resolve) => {
          releaseYield = resolve;
        }),
    });
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'public-config';
    config.textContent = JSON.stringify({ realtime: { broadcaster: 'socket.io', host: 'http://127.0.0.1:1', key: 'test' } });
    document.body.append(config);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.getElementById('public-config')?.remove();
  });

  it('reads the session and loads the transport only in a task after the effects that mount it', async () => {
    const view = render(
      <RealtimeProvider scope="player">
        <p>screen</p>
      </RealtimeProvider>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(cookieReads).toBe(0);

    await act(async () => {
      releaseYield();
      await Promise.resolve();
    });
    expect(cookieReads).toBe(1);
    view.unmount();
  });
});

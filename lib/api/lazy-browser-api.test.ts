import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { endpoint } from '@/contract/families';
import { clearSession, writeSession } from '@/lib/session/session-cookies';
import { holdTaskContinuations } from '@/tests/held-tasks';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { installPublicConfig } from '@/tests/public-config';
import { lazyBrowserApi } from './lazy-browser-api';

const server = setupMswServer();
const authorizations: (string | null)[] = [];

beforeAll(async () => {
  installPublicConfig();
  // Loaded (transformed) once here, so that in the tests the import settles as soon as it is started.
  await import('./browser-api');
});
beforeEach(() => {
  authorizations.length = 0;
  server.use(
    http.get(apiUrl('base', '/ping'), ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return HttpResponse.json({ pong: true });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession('player');
});

describe('lazyBrowserApi', () => {
  it('loads the browser client with its first request, in a task of its own, and sends with the scope’s session', async () => {
    writeSession('player', { access_token: 'player-token', refresh_token: 'player-refresh' });
    const tasks = holdTaskContinuations();
    const reply = lazyBrowserApi('player').request(endpoint('base', 'GET', '/ping'), { schema: z.object({ pong: z.boolean() }) });
    // The client's code in one task, then the request in another (the browser client yields before each request).
    expect(await tasks.roundsBefore(() => authorizations.length > 0)).toBe(2);
    await expect(reply).resolves.toEqual({ pong: true });
    expect(authorizations).toEqual(['Bearer player-token']);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { writeSession } from '@/lib/session/session-cookies';
import { setupMswServer } from '@/tests/msw';
import { holdTaskContinuations } from '@/tests/held-tasks';
import { playerWire, tokens } from '../testing/fixtures';
import { apiUrl, clearAllCookies, installPublicConfig } from '../testing/test-environment';
import { authQueries } from './auth-queries';
import { playerApi } from './player-api';

const server = setupMswServer();
let reads = 0;

beforeAll(async () => {
  installPublicConfig();
  // Loaded (transformed) once here, so that in the test an import settles as soon as it is started.
  await Promise.all([import('./fetch-me'), import('@/lib/api/browser-api')]);
});
beforeEach(() => {
  reads = 0;
  writeSession('player', tokens);
  server.use(
    http.get(apiUrl('base', '/players/me'), () => {
      reads += 1;
      return HttpResponse.json({ data: playerWire });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAllCookies();
});

describe('authQueries.me', () => {
  // On a page load the read starts in the effects of the hydration's commit, the page's longest task: its code (the
  // request, the schema) must load in a later task, or appending that code's scripts lengthens the hydration's.
  it('loads its code and reads the user in tasks after the one that starts it', async () => {
    const tasks = holdTaskContinuations();
    const user = new QueryClient().fetchQuery(authQueries.me(playerApi));
    // The read's code in one task, the browser client's in the next (lib/api/lazy-browser-api.ts), then the request
    // in its own (the browser client yields before each request).
    expect(await tasks.roundsBefore(() => reads > 0)).toBe(3);
    expect(reads).toBe(1);
    await expect(user).resolves.toMatchObject({ id: 7, name: 'Анна Петрова', role: 'player' });
  });
});

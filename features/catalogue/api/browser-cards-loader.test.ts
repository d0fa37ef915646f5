import { http, HttpResponse } from 'msw';
import { holdTaskContinuations } from '@/tests/held-tasks';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { installPublicConfig } from '../testing/catalogue-test-environment';
import { range, wireGame } from '../testing/fixtures';
import { browserCardsLoader, browserRegisteredGamesLoader } from './browser-cards-loader';

const server = setupMswServer();
let reads = 0;

beforeAll(async () => {
  installPublicConfig();
  // Loaded (transformed) once here, so that in the tests an import settles as soon as it is started.
  await Promise.all([import('./load-cards-page'), import('./fetch-registered-games'), import('@/lib/api/browser-api')]);
});
beforeEach(() => {
  reads = 0;
  server.use(
    http.get(apiUrl('baseMain', '/games'), () => {
      reads += 1;
      return HttpResponse.json({ count: 3, items: range(1, 3).map((id) => wireGame(id, id === 2 ? { isRegistered: true, participantId: 77 } : {})) });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

// The registrations' read starts in the effects of the hydration's commit, the page's longest task; a filter's read in
// the task of the click. Their code (client, schemas, formatting) loads in a task of its own, then the request goes in
// another (the browser client yields before each request).
describe('the browser loaders of the catalogue', () => {
  it('read the visitor’s registrations two tasks after the one that starts the read', async () => {
    const tasks = holdTaskContinuations();
    const registered = browserRegisteredGamesLoader('ru')({}, new AbortController().signal);
    expect(await tasks.roundsBefore(() => reads > 0)).toBe(2);
    await expect(registered).resolves.toEqual([{ id: 2, participantId: 77 }]);
  });

  it('read a page of cards two tasks after the one that starts the read', async () => {
    const tasks = holdTaskContinuations();
    const page = browserCardsLoader('ru', [])({}, 1, new AbortController().signal);
    expect(await tasks.roundsBefore(() => reads > 0)).toBe(2);
    await expect(page).resolves.toMatchObject({ count: 3, cards: [{ id: 1 }, { id: 2 }, { id: 3 }] });
  });
});

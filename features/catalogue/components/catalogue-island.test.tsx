import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { makeQueryClient } from '@/lib/query/make-query-client';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { catalogueKeys } from '../api/catalogue-queries';
import { card, cardsPage, range, wireGame } from '../testing/fixtures';
import { installPublicConfig, renderCatalogue } from '../testing/catalogue-test-environment';
import type { CardsPage, CatalogueFilters } from '../types';
import { CatalogueIsland, type CatalogueIslandProps } from './catalogue-island';

// The cards' links follow the App Router, which needs its context: only this framework boundary is replaced.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => undefined }),
}));

const server = setupMswServer();
const gamesUrl = apiUrl('baseMain', '/games');
const requests: URLSearchParams[] = [];

beforeAll(async () => {
  installPublicConfig();
  // The island imports its fetching code on first use; load (transform) it once here so no test waits on it.
  await Promise.all([import('../api/load-cards-page'), import('../api/fetch-registered-games'), import('@/lib/api/browser-api')]);
});
beforeEach(() => {
  requests.length = 0;
  window.history.replaceState(null, '', '/');
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(gamesUrl)) requests.push(new URL(request.url).searchParams);
  });
});
afterEach(() => server.events.removeAllListeners());

/** GET /games answering `count` family games (or classic otherwise), 12 per page. */
function serveGames(count: (query: URLSearchParams) => number) {
  server.use(
    http.get(gamesUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const total = count(query);
      const page = Number(query.get('page'));
      const ids = range((page - 1) * 12 + 1, Math.min(page * 12, total)).map((i) => (query.get('type') === 'family' ? 500 + i : i));
      return HttpResponse.json({ count: total, items: ids.map((id) => wireGame(id, { type: (query.get('type') as 'family') ?? 'classic' })) });
    }),
  );
}

const props: CatalogueIslandProps = {
  locale: 'ru',
  cities: [
    { id: 1, name: 'Москва', timezone: 'Europe/Moscow' },
    { id: 7, name: 'Париж', timezone: 'Europe/Paris' },
  ],
  dates: [
    { value: '2030-03-20', label: 'среда, 20 марта' },
    { value: '2030-03-21', label: 'четверг, 21 марта' },
  ],
  noGames: { noGames1: true, noGames2: true, noGames3: true, subscribeHref: '#subscribe', privateHref: '#private-event' },
  serverFailed: false,
};

/** The island as the page renders it: the first page already in the cache (what HydrationBoundary does). */
function renderIsland(overrides: Partial<CatalogueIslandProps> = {}, first: CardsPage | null = cardsPage(range(1, 12), 30), filters: CatalogueFilters = {}) {
  const queryClient = makeQueryClient();
  if (first) queryClient.setQueryData(catalogueKeys.games('ru', filters), { pages: [first], pageParams: [1] });
  const view = renderCatalogue(<CatalogueIsland {...props} {...overrides} />, queryClient, overrides.locale ?? 'ru');
  return { ...view, user: userEvent.setup(), queryClient };
}

const list = () => screen.getByTestId('games-list');
const names = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const status = () => screen.getByRole('status');
const filtersForm = () => screen.getByRole('form', { name: 'Фильтры игр' });

describe('catalogue island', () => {
  it('shows the server-rendered page from the cache without fetching, with the total', () => {
    renderIsland();
    expect(names()).toHaveLength(12);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ближайшие игры30 игр');
    expect(requests).toHaveLength(0);
    expect(within(filtersForm()).getByRole('radio', { name: 'Все' })).toBeChecked();
  });

  it('on a page shared by every signed-in visitor, reads the visitor’s registrations and lays them over the cards', async () => {
    server.use(
      http.get(gamesUrl, () =>
        HttpResponse.json({
          count: 30,
          // Only the personal fields are read: the server's formatted card stays (its name here differs on purpose).
          items: range(1, 12).map((id) => wireGame(id, id === 2 ? { name: 'Имя из второго чтения', isRegistered: true, participantId: 77 } : {})),
        }),
      ),
    );
    const { user } = renderIsland({ personalInBrowser: true });
    // The shared page first (nobody's registration), then the visitor's own, in place.
    expect(names()).toHaveLength(12);
    await waitFor(() => expect(within(list()).getByText('Вы участвуете')).toBeInTheDocument());
    expect(names()[1]).toBe('Игра 2');
    expect(within(list()).getByRole('link', { name: 'Перейти к игре: Игра 2' })).toHaveAttribute('href', '/game/77');
    expect(within(list()).getByText('Страница игры откроется 20 марта, 18:30')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.get('page')).toBe('1');
    expect(requests[0]!.get('language')).toBe('ru');

    // Another filter's list is read with the session (its registrations come with it); back to the first list, the
    // registrations read for it still stand.
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Семейная' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(within(list()).getAllByText('Вы участвуете')).toHaveLength(1));
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Все' }));
    await waitFor(() => expect(names()[1]).toBe('Игра 2'));
    expect(within(list()).getByRole('link', { name: 'Перейти к игре: Игра 2' })).toHaveAttribute('href', '/game/77');
    expect(requests).toHaveLength(2);
  });

  it('keeps a registered game’s page open on its card while another filter’s list loads', async () => {
    server.use(
      http.get(gamesUrl, async ({ request }) => {
        if (new URL(request.url).searchParams.get('type') === 'family') await delay(300);
        return HttpResponse.json({ count: 1, items: [wireGame(2, { isRegistered: true, participantId: 77 })] });
      }),
    );
    // A game that started an hour ago: its page is open, so its card says nothing about when it opens.
    const started = { ...cardsPage([1], 2), cards: [card(1), card(2, { startsAt: new Date(Date.now() - 3_600_000).toISOString() })] };
    const { user } = renderIsland({ personalInBrowser: true }, started);
    await waitFor(() => expect(within(list()).getByText('Вы участвуете')).toBeInTheDocument());
    expect(within(list()).queryByText(/Страница игры откроется/)).not.toBeInTheDocument();
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Семейная' }));
    // The previous list stays, dimmed, with its registrations judged when they were read.
    expect(list()).toHaveAttribute('aria-busy', 'true');
    expect(within(list()).getByText('Вы участвуете')).toBeInTheDocument();
    expect(within(list()).queryByText(/Страница игры откроется/)).not.toBeInTheDocument();
  });

  it('does not read the list again on a page rendered for the visitor', async () => {
    renderIsland();
    // A fixed wait on purpose: asserts no request is made.
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toHaveLength(0);
  });

  it('a type filter goes into the address, loads its list and announces how many were found', async () => {
    serveGames((q) => (q.get('type') === 'family' ? 3 : 30));
    const { user } = renderIsland();
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Семейная' }));
    expect(window.location.search).toBe('?type=family');
    await waitFor(() => expect(names()).toEqual(['Игра 501', 'Игра 502', 'Игра 503']));
    expect(status()).toHaveTextContent('Найдено 3 игры');
    // No empty values are sent: only the filter that is set, the page, and the page's game language.
    expect([...requests[0]!.keys()].sort()).toEqual(['language', 'page', 'perPage', 'type']);
    expect(requests[0]!.get('language')).toBe('ru');
  });

  it('shows the count the server wrote while the total is the same, and writes its own for another list', async () => {
    serveGames((q) => (q.get('type') === 'family' ? 3 : 30));
    const { user } = renderIsland({ initialCount: { total: 30, text: '30 игр, как написал сервер' } });
    const heading = () => screen.getByRole('heading', { level: 2 });
    expect(heading()).toHaveTextContent('Ближайшие игры30 игр, как написал сервер');
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Семейная' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Ближайшие игры3 игры'));
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Все' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Ближайшие игры30 игр, как написал сервер'));
  });

  it('city and date go into the address too; the date "all" removes the date filter', async () => {
    serveGames(() => 5);
    const { user } = renderIsland();
    await user.selectOptions(within(filtersForm()).getByLabelText('Город'), 'Париж');
    expect(window.location.search).toBe('?city=7');
    await user.selectOptions(within(filtersForm()).getByLabelText('Дата'), 'четверг, 21 марта');
    expect(window.location.search).toBe('?date=2030-03-21&city=7');
    await waitFor(() => expect(requests.at(-1)?.get('date')).toBe('2030-03-21'));
    expect(requests.at(-1)?.get('cityId')).toBe('7');
    await user.selectOptions(within(filtersForm()).getByLabelText('Дата'), 'Все дни');
    expect(window.location.search).toBe('?city=7');
  });

  it('back and forward restore the filters and their lists', async () => {
    serveGames((q) => (q.get('type') === 'family' ? 2 : 30));
    const { user } = renderIsland();
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Семейная' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(within(filtersForm()).getByRole('radio', { name: 'Все' })).toBeChecked();
    expect(status()).toHaveTextContent('Найдено 30 игр');
    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(within(filtersForm()).getByRole('radio', { name: 'Семейная' })).toBeChecked();
  });

  it('"show more" appends the next page, announces it and moves the focus to the first new game', async () => {
    serveGames(() => 30);
    const { user } = renderIsland();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(names()).toHaveLength(24));
    expect(status()).toHaveTextContent('Показано игр: 24 из 30');
    expect(document.activeElement).toHaveTextContent('Игра 13');
    expect(requests.map((q) => q.get('page'))).toEqual(['2']);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(names()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('an empty result shows the language\'s "no games" blocks and can reset the filters', async () => {
    serveGames((q) => (q.get('date') ? 0 : 30));
    const { user } = renderIsland();
    await user.selectOptions(within(filtersForm()).getByLabelText('Дата'), 'среда, 20 марта');
    const empty = await screen.findByTestId('no-games');
    expect(
      within(empty)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Игр не найдено', 'Узнавайте о новых играх первыми', 'Своя игра для вашей компании']);
    expect(status()).toHaveTextContent('Игры не найдены');
    await user.click(within(empty).getByRole('button', { name: 'Сбросить фильтры' }));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(names()).toHaveLength(12));
    // The button left with the empty state; focus is on the filters it reset, not lost to the page.
    expect(within(filtersForm()).getByRole('radio', { name: 'Все' })).toHaveFocus();
  });

  it('the filters\' reset button leaves with the filters; focus moves to "all types"', async () => {
    serveGames(() => 30);
    const { user } = renderIsland();
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Семейная' }));
    await user.click(within(filtersForm()).getByRole('button', { name: 'Сбросить фильтры' }));
    expect(window.location.search).toBe('');
    expect(within(filtersForm()).queryByRole('button', { name: 'Сбросить фильтры' })).not.toBeInTheDocument();
    expect(within(filtersForm()).getByRole('radio', { name: 'Все' })).toHaveFocus();
    expect(within(filtersForm()).getByRole('radio', { name: 'Все' })).toBeChecked();
  });

  it('an address with a city the list does not know shows every city\'s games under "all cities"', async () => {
    window.history.replaceState(null, '', '/?city=999');
    serveGames(() => 30);
    renderIsland();
    expect(within(filtersForm()).getByLabelText('Город')).toHaveValue('');
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(requests.every((q) => !q.has('cityId'))).toBe(true);
  });

  it('English shows only the first "no games" block', async () => {
    const queryClient = makeQueryClient();
    queryClient.setQueryData(catalogueKeys.games('en', {}), { pages: [cardsPage([], 0)], pageParams: [1] });
    renderCatalogue(
      <CatalogueIsland {...props} locale="en" noGames={{ ...props.noGames, noGames2: false, noGames3: false, privateHref: null }} />,
      queryClient,
      'en',
    );
    expect(
      within(screen.getByTestId('no-games'))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['No games found']);
  });

  it('a failed server render shows a localised error with a retry that loads the list', async () => {
    serveGames(() => 4);
    const { user } = renderIsland({ serverFailed: true }, null);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить список игр');
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    await waitFor(() => expect(names()).toHaveLength(4));
  });

  it('a 500 or a malformed reply on a filter change gives the error state, never a blank list', async () => {
    server.use(http.get(gamesUrl, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { user } = renderIsland();
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Тематическая' }));
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Не удалось загрузить список игр');
    server.use(http.get(gamesUrl, () => HttpResponse.json({ items: 'nope' })));
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить список игр');
  });

  it('says how many games were skipped when some items are unusable', async () => {
    server.use(http.get(gamesUrl, () => HttpResponse.json({ count: 3, items: [wireGame(1), { id: 2 }, wireGame(3, { type: 'special' })] })));
    const { user } = renderIsland();
    await user.click(within(filtersForm()).getByRole('radio', { name: 'Спецвыпуск' }));
    await waitFor(() => expect(names()).toEqual(['Игра 1', 'Игра 3']));
    expect(screen.getByText('1 игру не удалось показать: данные пришли не полностью.')).toBeInTheDocument();
  });
});

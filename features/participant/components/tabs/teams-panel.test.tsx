import { screen as view } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { screen } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { TeamsPanel } from './teams-panel';

const server = setupMswServer();

// jsdom lays nothing out: give the virtual list a viewport and its rows a height.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 52));
});
afterEach(() => vi.restoreAllMocks());

const teams = {
  items: [
    { id: 9, name: 'Знатоки', city: { id: 1, name: 'Москва' } },
    { id: 7, name: 'Эрудиты', city: null },
  ],
};
const ratingRow = (id: number, name: string, playersOnline: number) => ({ id, name, city: null, scoresSum: 0, scores: [], place: null, playersOnline });

describe('the teams tab', () => {
  it('lists the game’s teams from GET games/{id}/participants, with who is online from the rating list', async () => {
    server.use(
      http.get(apiUrl('baseMain', '/games/3/participants'), () => HttpResponse.json(teams)),
      http.get(apiUrl('live', '/participants/7/list'), () =>
        HttpResponse.json({ items: [ratingRow(7, 'Эрудиты', 2), ratingRow(9, 'Знатоки', 0)], scoresShown: false, shownTours: 0, total: 2 }),
      ),
    );
    renderScreen(<TeamsPanel />, { screen: screen() });
    expect(await view.findByRole('heading', { name: 'Команды (2)' })).toBeVisible();
    const rows = await view.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['ЗнатокиМоскване в сети', 'Эрудиты2 игрока в сети']);
    expect(view.getByTestId('teams-online')).toHaveTextContent('1 команда в сети');
  });

  it('without the rating list it still lists the teams, without saying who is online', async () => {
    server.use(
      http.get(apiUrl('baseMain', '/games/3/participants'), () => HttpResponse.json(teams)),
      http.get(apiUrl('live', '/participants/7/list'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    renderScreen(<TeamsPanel />, { screen: screen() });
    expect(await view.findByRole('heading', { name: 'Команды (2)' })).toBeVisible();
    expect((await view.findAllByRole('listitem')).map((row) => row.textContent)).toEqual(['ЗнатокиМосква', 'Эрудиты']);
    expect(view.queryByTestId('teams-online')).toBeNull();
  });

  it('against the spec’s list (no playersOnline) it lists the teams without saying who is online', async () => {
    server.use(
      http.get(apiUrl('baseMain', '/games/3/participants'), () => HttpResponse.json(teams)),
      http.get(apiUrl('live', '/participants/7/list'), () =>
        HttpResponse.json({
          items: [
            { id: 7, scoresSum: 1, scores: [1] },
            { id: 9, scoresSum: 0, scores: [0] },
          ],
        }),
      ),
    );
    renderScreen(<TeamsPanel />, { screen: screen() });
    expect(await view.findByRole('heading', { name: 'Команды (2)' })).toBeVisible();
    expect((await view.findAllByRole('listitem')).map((row) => row.textContent)).toEqual(['ЗнатокиМосква', 'Эрудиты']);
    expect(view.queryByTestId('teams-online')).toBeNull();
  });
});

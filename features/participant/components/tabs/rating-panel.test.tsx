import { screen as view, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { screen } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { RatingPanel } from './rating-panel';

const server = setupMswServer();

// jsdom lays nothing out: give the virtual list a viewport and its rows a height.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 52));
});
afterEach(() => vi.restoreAllMocks());

const teams = {
  items: [
    { id: 9, name: 'Знатоки', city: { id: 1, name: 'Москва' } },
    { id: 7, name: 'Эрудиты', city: null },
    { id: 8, name: 'Совы', city: { id: 2, name: 'Казань' } },
  ],
};
/** What a platform built to the spec answers: items of id, scoresSum and scores, nothing else. */
const specList = {
  items: [
    { id: 7, scoresSum: 3, scores: [1, 2] },
    { id: 8, scoresSum: 5, scores: [2, 3] },
    { id: 9, scoresSum: 3, scores: [3, 0] },
  ],
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the rating tab against the spec’s list', () => {
  it('names the teams from GET games/{id}/participants and computes the places, equal totals sharing one', async () => {
    server.use(
      http.get(apiUrl('live', '/participants/7/list'), () => HttpResponse.json(specList)),
      http.get(apiUrl('baseMain', '/games/3/participants'), () => HttpResponse.json(teams)),
    );
    renderScreen(<RatingPanel locale="en" />, { screen: screen(), locale: 'en' });
    expect(await view.findByRole('table', { name: 'Team rating: 3 teams' })).toBeVisible();
    expect(view.getByText('2 rounds in the rating')).toBeVisible();
    const rows = view.getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['1', 'СовыКазань', '2', '3', '5'],
      ['2', 'ЗнатокиМосква', '3', '0', '3'],
      ['2', 'Эрудиты', '1', '2', '3'],
    ]);
  });

  it('before any scores: the teams by name, no places, no rounds', async () => {
    const list = { items: specList.items.map(({ id }) => ({ id, scoresSum: 0, scores: [] })) };
    server.use(
      http.get(apiUrl('live', '/participants/7/list'), () => HttpResponse.json(list)),
      http.get(apiUrl('baseMain', '/games/3/participants'), () => HttpResponse.json(teams)),
    );
    renderScreen(<RatingPanel locale="en" />, { screen: screen(), locale: 'en' });
    expect(await view.findByRole('table', { name: 'Team rating: 3 teams' })).toBeVisible();
    expect(view.getByText('Points appear once the host shows the results.')).toBeVisible();
    expect(view.getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      ['—', 'ЗнатокиМосква', '0'],
      ['—', 'СовыКазань', '0'],
      ['—', 'Эрудиты', '0'],
    ]);
  });
});

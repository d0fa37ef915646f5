import { screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { setupMswServer } from '@/tests/msw';
import { participantKeys } from '../api/participant-queries';
import { toResultCard } from '../api/to-participant';
import { resultItemWire, screen, SERVER_NOW, iso } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import type { Rating } from '../types';
import { FinishedPanel } from './finished-panel';
import { GameTabs } from './tabs/game-tabs';

setupMswServer();
const lazy = { timeout: 5000 };

// jsdom lays nothing out: give the virtual lists' scrollers a size, so their rows render.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterAll(() => vi.restoreAllMocks());

/**
 * Hostile user text: a stray Pop Directional Isolate (it would end the isolation around it early) and a
 * right-to-left override left open (it would mirror everything after it).
 */
const hostile = (visible: string) => `\u2069\u202E${visible}`;
/** What is shown instead: the stray closer dropped, the override closed inside the text. */
const shown = (visible: string) => `\u202E${visible}\u202C`;

/** Within `where`, the text is shown in its own bidirectional island (a `<bdi>` or `dir="auto"`), balanced. */
function expectIsolated(where: HTMLElement, visible: string) {
  const holders = [...where.querySelectorAll('bdi, [dir="auto"]')].filter((el) => el.textContent?.includes(shown(visible)));
  expect(holders.length, `no isolated element shows ${visible}`).toBeGreaterThan(0);
  expect(where.textContent).not.toContain(hostile(visible));
}

const rating: Rating = {
  rows: [
    { id: 7, name: hostile('Эрудиты'), city: { id: 1, name: 'Москва' }, scoresSum: 9, scores: [9], place: 1, playersOnline: 2 },
    { id: 8, name: hostile('Совы'), city: null, scoresSum: 4, scores: [4], place: 2, playersOnline: 0 },
  ],
  scoresShown: true,
  shownTours: 1,
  total: 2,
};

describe('user text on the player’s screen cannot reorder the interface around it', () => {
  it('team names in the rating and the teams list; answers, appeals and the expert’s response', async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(participantKeys.rating(7), rating);
    // The teams tab's list (GET games/{id}/participants), the rating's teams.
    queryClient.setQueryData(
      participantKeys.gameTeams(3),
      rating.rows.map(({ id, name, city }) => ({ id, name, city })),
    );
    const card = resultItemWire({
      answers: [
        { questionNumber: 1, text: hostile('Москва'), confidence: false, updatedAt: iso(SERVER_NOW), isCorrect: true, score: 1, correctAnswer: 'Москва' },
        { questionNumber: 2, text: 'Париж', confidence: false, updatedAt: iso(SERVER_NOW), isCorrect: false, score: 0, correctAnswer: 'Рим' },
      ],
      appeals: {
        '2': {
          id: 5,
          resultId: 11,
          tourNumber: 1,
          questionNumber: 2,
          concern: hostile('Париж тоже верно'),
          response: hostile('Нет'),
          status: 'REJECTED',
          participantAnswer: 'Париж',
          correctAnswer: 'Рим',
          createdAt: iso(SERVER_NOW),
          resolvedAt: iso(SERVER_NOW),
        },
      },
    });
    queryClient.setQueryData(participantKeys.results(7), [toResultCard(card)]);
    renderScreen(<GameTabs locale="ru" />, { screen: screen(), queryClient });

    const ratingPanel = view.getByRole('tabpanel', { name: 'Рейтинг' });
    await within(ratingPanel).findByRole('table', { name: /Рейтинг команд/ }, lazy);
    expectIsolated(ratingPanel, 'Эрудиты');
    expectIsolated(ratingPanel, 'Совы');

    await user.click(view.getByRole('tab', { name: 'Команды' }));
    const teamsPanel = view.getByRole('tabpanel', { name: 'Команды' });
    await within(teamsPanel).findByRole('heading', { name: 'Команды (2)' }, lazy);
    expectIsolated(teamsPanel, 'Эрудиты');
    expectIsolated(teamsPanel, 'Совы');

    await user.click(view.getByRole('tab', { name: 'Ответы' }));
    const answersPanel = view.getByRole('tabpanel', { name: 'Ответы' });
    await within(answersPanel).findByTestId('appeal-1-2', {}, lazy);
    expectIsolated(answersPanel, 'Москва');
    expectIsolated(answersPanel, 'Париж тоже верно');
    expectIsolated(answersPanel, 'Нет');
  });

  it('the winners of a finished game', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(participantKeys.rating(7), rating);
    renderScreen(<FinishedPanel />, { screen: screen({ isFinished: true, status: 'PLAYED' }), queryClient });
    expectIsolated(document.body, 'Эрудиты');
    expectIsolated(document.body, 'Совы');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ExpertAppealWire } from '@/contract/schemas/expert';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { consoleOpeningHandlers, sizeElementsForVirtualLists } from '../testing/console-kit';
import { gameState, sheetWire } from '../testing/fixtures';
import { renderConsole } from '../testing/render';
import { AppealsPanel } from './appeals-panel';
import { CheckingPanel } from './checking-panel';

sizeElementsForVirtualLists(56);
const server = setupMswServer(
  ...consoleOpeningHandlers,
  http.post(apiUrl('live', '/experts/keep-alive/5'), () => HttpResponse.json({ lockedUntil: null })),
);

/** A stray Pop Directional Isolate and a right-to-left override left open, as a team could write them. */
const hostile = (visible: string) => `\u2069\u202E${visible}`;
const shown = (visible: string) => `\u202E${visible}\u202C`;

function expectIsolated(where: HTMLElement, visible: string) {
  const holders = [...where.querySelectorAll('bdi, [dir="auto"]')].filter((el) => el.textContent?.includes(shown(visible)));
  expect(holders.length, `no isolated element shows ${visible}`).toBeGreaterThan(0);
  expect(where.textContent).not.toContain(hostile(visible));
}

const appeal: ExpertAppealWire = {
  id: 1,
  participantId: 100,
  participantName: hostile('Эрудиты'),
  resultId: 9,
  tourNumber: 1,
  questionNumber: 2,
  questionText: 'Вопрос 2?',
  concern: hostile('Волга тоже подходит'),
  participantAnswer: hostile('Волга'),
  correctAnswer: 'Дон',
  acceptedAnswers: ['Дон'],
  status: 'REJECTED',
  response: hostile('Не засчитано'),
  expertComment: hostile('Для судей'),
  createdAt: '2025-03-19T09:20:00.000Z',
  resolvedAt: '2025-03-19T09:25:00.000Z',
  resolvedBy: { id: 7, name: 'Ирина' },
};

describe('what teams wrote cannot reorder the expert console around it', () => {
  it('appeals: the list, the team, its answer and concern, the response and the comment', async () => {
    server.use(
      http.get(apiUrl('live', '/experts/games/5/appeals/'), () => HttpResponse.json({ items: [appeal] })),
      http.get(apiUrl('live', '/experts/games/5/appeals/:id'), () => HttpResponse.json(appeal)),
    );
    const user = userEvent.setup();
    renderConsole(<AppealsPanel />, { state: gameState({ lastClosedTour: 1 }) });
    const list = await screen.findByTestId('appeals');
    await screen.findByRole('button', { name: /вопрос 2/ });
    expectIsolated(list, 'Эрудиты');
    await user.click(screen.getByRole('button', { name: /вопрос 2/ }));
    const detail = await screen.findByTestId('appeal-detail');
    await screen.findByTestId('appeal-resolved');
    for (const text of ['Эрудиты', 'Волга', 'Волга тоже подходит', 'Не засчитано', 'Для судей']) expectIsolated(detail, text);
  });

  it('a sheet being checked: the team and its answers', async () => {
    const answers = sheetWire(1).answers.map((a) => (a.questionNumber === 2 ? { ...a, text: hostile('Лондон') } : a));
    server.use(
      http.post(apiUrl('live', '/experts/games/5/results'), () =>
        HttpResponse.json({ sheet: sheetWire(1, { participantName: hostile('Совы'), answers }), totalSheetCountInStack: 1 }),
      ),
    );
    const user = userEvent.setup();
    renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 1, lastClosedTour: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    const sheet = await screen.findByTestId('sheet');
    expectIsolated(sheet, 'Совы');
    expectIsolated(sheet, 'Лондон');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ExpertAppealWire } from '@/contract/schemas/expert';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { answerGroupsWire, gameState, pushkinGroup, sheetWire } from '../testing/fixtures';
import { consoleOpeningHandlers, sizeElementsForVirtualLists } from '../testing/console-kit';
import { renderConsole } from '../testing/render';
import { AppealsPanel } from './appeals-panel';
import { CheckingPanel } from './checking-panel';
import { GroupsPanel } from './groups-panel';

sizeElementsForVirtualLists(56);

const server = setupMswServer(...consoleOpeningHandlers);

const groups = answerGroupsWire([pushkinGroup()], [{ id: 1, participantId: 101, participantName: 'Команда 1', status: 'IN_STACK' }]);

const pending: ExpertAppealWire = {
  id: 1,
  participantId: 100,
  participantName: 'Эрудиты',
  resultId: 9,
  tourNumber: 1,
  questionNumber: 2,
  questionText: 'Вопрос 2?',
  concern: 'Волга тоже река',
  participantAnswer: 'Волга',
  correctAnswer: 'Дон',
  acceptedAnswers: ['Дон'],
  status: 'PENDING',
  response: null,
  expertComment: null,
  createdAt: '2025-03-19T09:20:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
};

describe('a finished game in the console', () => {
  it('shows sheets, groups and appeals read-only and says why, instead of controls that would fail', async () => {
    const calls: string[] = [];
    server.use(
      http.get(apiUrl('live', '/experts/games/5/answers/groups'), () => HttpResponse.json(groups)),
      http.get(apiUrl('live', '/experts/games/5/appeals/'), () => HttpResponse.json({ items: [pending] })),
      http.get(apiUrl('live', '/experts/games/5/appeals/:id'), () => HttpResponse.json(pending)),
      http.post(apiUrl('live', '/experts/games/5/results'), () => {
        calls.push('next');
        return HttpResponse.json({ sheet: sheetWire(1), totalSheetCountInStack: 1 });
      }),
    );
    const user = userEvent.setup();
    renderConsole(
      <>
        <CheckingPanel />
        <GroupsPanel />
        <AppealsPanel />
      </>,
      { state: gameState({ lastClosedTour: 7, isFinished: true, sheetsInStack: 1 }) },
    );
    const why = 'Игра завершена: результаты окончательные, бланки, группы ответов и апелляции больше не меняются.';
    expect(screen.getByTestId('checking-final')).toHaveTextContent(why);
    expect(screen.queryByRole('button', { name: 'Начать проверку' })).not.toBeInTheDocument();

    const teams = await screen.findByRole('button', { name: 'Команды с ответом «Пушкин»: 1 команда' });
    expect(screen.queryByRole('button', { name: 'Верно: Пушкин' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Неверно: Пушкин' })).not.toBeInTheDocument();
    expect(screen.getAllByText(why).length).toBeGreaterThanOrEqual(2);
    await user.click(teams);
    expect(screen.getByRole('button', { name: 'Открыть бланк команды «Команда 1»' })).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Открыть: «Эрудиты», вопрос 2' }));
    const detail = await screen.findByTestId('appeal-detail');
    await within(detail).findByText('Волга тоже река');
    expect(within(detail).getByTestId('appeal-final')).toHaveTextContent(why);
    expect(within(detail).queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
  });
});

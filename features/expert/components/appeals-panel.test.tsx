import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ExpertAppealWire } from '@/contract/schemas/expert';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { gameState } from '../testing/fixtures';
import { consoleOpeningHandlers, sizeElementsForVirtualLists } from '../testing/console-kit';
import { renderConsole } from '../testing/render';
import { AppealsPanel } from './appeals-panel';
import { LiveAnnouncer } from './live-announcer';

sizeElementsForVirtualLists(56);

const server = setupMswServer(...consoleOpeningHandlers);

const appeal = (id: number, questionNumber: number): ExpertAppealWire => ({
  id,
  participantId: 100,
  participantName: 'Эрудиты',
  resultId: 9,
  tourNumber: 1,
  questionNumber,
  questionText: `Вопрос ${questionNumber}?`,
  concern: `Апелляция по вопросу ${questionNumber}`,
  participantAnswer: 'Волга',
  correctAnswer: 'Дон',
  acceptedAnswers: ['Дон'],
  status: 'PENDING',
  response: null,
  expertComment: null,
  createdAt: '2025-03-19T09:20:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
});

/** Two pending appeals of one team; every PATCH body is recorded and answered as the backend would. */
function appeals() {
  const store = new Map([appeal(1, 1), appeal(2, 2)].map((a) => [a.id, a]));
  const resolved: { id: number; body: unknown }[] = [];
  server.use(
    http.get(apiUrl('live', '/experts/games/5/appeals/'), () => HttpResponse.json({ items: [...store.values()] })),
    http.get(apiUrl('live', '/experts/games/5/appeals/:id'), ({ params }) => HttpResponse.json(store.get(Number(params.id)))),
    http.patch(apiUrl('live', '/experts/games/5/appeals/:id'), async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as { status: 'APPROVED' | 'REJECTED'; response: string; expertComment: string | null };
      resolved.push({ id, body });
      const next = { ...store.get(id)!, status: body.status, response: body.response, expertComment: body.expertComment, resolvedBy: { id: 7, name: 'Ирина' } };
      store.set(id, next);
      return HttpResponse.json(next);
    }),
  );
  return resolved;
}

describe('appeals', () => {
  it('keeps what was typed per appeal: another appeal starts empty, coming back finds the text', async () => {
    const resolved = appeals();
    const user = userEvent.setup();
    renderConsole(
      <>
        <AppealsPanel />
        <LiveAnnouncer />
      </>,
      { state: gameState({ lastClosedTour: 1 }) },
    );

    await user.click(await screen.findByRole('button', { name: 'Открыть: «Эрудиты», вопрос 1' }));
    const first = await screen.findByTestId('appeal-detail');
    await within(first).findByText('Апелляция по вопросу 1');
    await user.type(within(first).getByRole('textbox', { name: 'Ответ команде' }), 'Дон — это река, а не ответ');

    await user.click(screen.getByRole('button', { name: 'Открыть: «Эрудиты», вопрос 2' }));
    const second = screen.getByTestId('appeal-detail');
    await within(second).findByText('Апелляция по вопросу 2');
    expect(within(second).getByRole('textbox', { name: 'Ответ команде' })).toHaveValue('');
    await user.type(within(second).getByRole('textbox', { name: 'Ответ команде' }), 'Засчитано');
    await user.click(within(second).getByRole('button', { name: 'Принять' }));

    // Only the second appeal's own reply went out, and the decision is read out.
    await waitFor(() => expect(resolved).toEqual([{ id: 2, body: { status: 'APPROVED', response: 'Засчитано', expertComment: null } }]));
    await waitFor(() => expect(screen.getByTestId('announce-polite')).toHaveTextContent('Апелляция «Эрудиты» по вопросу 2 принята.'));

    await user.click(screen.getByRole('button', { name: 'Открыть: «Эрудиты», вопрос 1' }));
    expect(await within(screen.getByTestId('appeal-detail')).findByRole('textbox', { name: 'Ответ команде' })).toHaveValue('Дон — это река, а не ответ');
  });

  it('a reply is required; a failed save keeps both texts and says so', async () => {
    appeals();
    server.use(http.patch(apiUrl('live', '/experts/games/5/appeals/:id'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const user = userEvent.setup();
    renderConsole(<AppealsPanel />, { state: gameState({ lastClosedTour: 1 }) });
    await user.click(await screen.findByRole('button', { name: 'Открыть: «Эрудиты», вопрос 1' }));
    const detail = await screen.findByTestId('appeal-detail');
    await within(detail).findByText('Апелляция по вопросу 1');
    await user.click(within(detail).getByRole('button', { name: 'Отклонить' }));
    expect(within(detail).getByRole('alert')).toHaveTextContent('Напишите ответ команде.');
    expect(within(detail).getByRole('textbox', { name: 'Ответ команде' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(detail).getByRole('textbox', { name: 'Ответ команде' }), 'Нет');
    await user.type(within(detail).getByRole('textbox', { name: 'Комментарий для экспертов (необязательно)' }), 'Спорно');
    await user.click(within(detail).getByRole('button', { name: 'Отклонить' }));
    expect(await within(detail).findByRole('alert')).toHaveTextContent('Ошибка: решение не сохранено. Попробуйте ещё раз.');
    expect(within(detail).getByRole('textbox', { name: 'Ответ команде' })).toHaveValue('Нет');
    expect(within(detail).getByRole('textbox', { name: 'Комментарий для экспертов (необязательно)' })).toHaveValue('Спорно');
  });
  it('a failed background re-read keeps the list and the open appeal, without an alert', async () => {
    appeals();
    const user = userEvent.setup();
    const { queryClient } = renderConsole(<AppealsPanel />, { state: gameState({ lastClosedTour: 1 }) });
    await user.click(await screen.findByRole('button', { name: 'Открыть: «Эрудиты», вопрос 1' }));
    const detail = await screen.findByTestId('appeal-detail');
    await within(detail).findByText('Апелляция по вопросу 1');

    server.use(
      http.get(apiUrl('live', '/experts/games/5/appeals/'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.get(apiUrl('live', '/experts/games/5/appeals/:id'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await queryClient.refetchQueries();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error'),
      ).toBe(true),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(detail).getByText('Апелляция по вопросу 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть: «Эрудиты», вопрос 2' })).toBeInTheDocument();
  });

  it('a list that could not be read says so', async () => {
    server.use(http.get(apiUrl('live', '/experts/games/5/appeals/'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderConsole(<AppealsPanel />, { state: gameState({ lastClosedTour: 1 }) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

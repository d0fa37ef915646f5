import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnswerGroupsReply, ExpertAppealWire } from '@/contract/schemas/expert';
import { forgetAdditionDiscoveries } from '@/lib/api/addition-discovery';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { correctAnswerWires, gameState, pushkinGroup, sheetWire } from '../testing/fixtures';
import { consoleOpeningHandlers, sizeElementsForVirtualLists } from '../testing/console-kit';
import { renderConsole } from '../testing/render';
import { AppealsPanel } from './appeals-panel';
import { CheckingPanel } from './checking-panel';
import { GroupsPanel } from './groups-panel';

/**
 * The console on a backend built to the spec: its additions (answer groups, appeal decisions) are discovered on
 * first use and, when missing, turned off for the page load without a word of error; correct answers always come
 * from the spec's GET .../answers.
 */

sizeElementsForVirtualLists(48);

const server = setupMswServer(...consoleOpeningHandlers);
beforeEach(() => forgetAdditionDiscoveries());

const groupsUrl = apiUrl('live', '/experts/games/5/answers/groups');
const groupsReply = (): AnswerGroupsReply => ({
  tourNumber: 1,
  questions: [
    {
      ...correctAnswerWires[0]!,
      groups: [pushkinGroup({ count: 2, participantIds: [101, 102], resultIds: [1, 2] })],
    },
  ],
});

/** Records every groups call; answers with `reply`. */
function groups(reply: () => Response) {
  const calls: string[] = [];
  server.use(
    http.get(groupsUrl, ({ request }) => {
      calls.push(request.url);
      return reply();
    }),
  );
  return calls;
}

const renderGroups = () => renderConsole(<GroupsPanel />, { state: gameState({ lastClosedTour: 1 }) });

describe('answer groups (an addition)', () => {
  it('present: the panel groups the answers, with the question and its answer from GET .../answers', async () => {
    groups(() => HttpResponse.json(groupsReply()));
    renderGroups();
    expect(await screen.findByRole('heading', { name: 'Одинаковые ответы' })).toBeInTheDocument();
    expect(await screen.findByText(/Вопрос 1\? — /)).toHaveTextContent('Пушкин');
    expect(await screen.findByRole('button', { name: 'Верно: Пушкин' })).toBeInTheDocument();
  });

  it.each([
    ['404', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ['405', () => new HttpResponse(null, { status: 405 })],
    ['a reply without the groups', () => HttpResponse.json({ items: [] })],
  ])('%s: the panel leaves the console silently, and is not asked again', async (_, reply) => {
    const calls = groups(reply);
    const { unmount } = renderGroups();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Одинаковые ответы' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    // A later mount in the same page load (the panel re-rendered, another round) does not ask again.
    renderGroups();
    expect(screen.queryByRole('heading', { name: 'Одинаковые ответы' })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('asked before the first round too: known before the expert needs it', async () => {
    const calls = groups(() => HttpResponse.json({ message: 'Not Found' }, { status: 404 }));
    renderConsole(<GroupsPanel />, { state: gameState() });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Одинаковые ответы' })).toBeNull());
  });
});

describe('sheet by sheet, without groups: the spec’s checking', () => {
  it('a sheet with the spec’s fields only reads; its correct answers and the accepted-wording hint come from GET .../answers', async () => {
    groups(() => HttpResponse.json({ message: 'Not Found' }, { status: 404 }));
    const sent: unknown[] = [];
    // Only questionNumber, text and confidence per answer: no hint, no group decision, no normalised text.
    const bare = sheetWire(1, {
      answers: [
        { questionNumber: 1, text: 'а. с. пушкин', confidence: false },
        { questionNumber: 2, text: 'Лондон', confidence: false },
        { questionNumber: 3, text: '', confidence: false },
      ],
    });
    let stack = 1;
    server.use(
      http.post(apiUrl('live', '/experts/games/5/results'), () => HttpResponse.json({ sheet: stack > 0 ? bare : null, totalSheetCountInStack: stack })),
      http.patch(apiUrl('live', '/experts/games/5/results/:id'), async ({ request }) => {
        sent.push(await request.json());
        stack = 0;
        return HttpResponse.json({ id: 1, participantId: 101, tourNumber: 1, score: 1, answers: [], totalSheetCountInStack: 0 });
      }),
    );
    const user = userEvent.setup();
    renderConsole(
      <>
        <CheckingPanel />
        <GroupsPanel />
      </>,
      { state: gameState({ lastClosedTour: 1, sheetsInStack: 1 }) },
    );
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    const sheet = await screen.findByRole('form', { name: 'Бланк «Команда 1» · раунд 1' });
    const first = within(sheet).getByRole('checkbox', { name: /Вопрос 1/ });
    // "а. с. пушкин" normalises to an accepted wording of GET .../answers: ticked, and said why.
    expect(first).toBeChecked();
    expect(first).toHaveAccessibleDescription('правильный: Пушкин · зачёт: Пушкин, А. С. Пушкин · совпадает с зачётом');
    expect(within(sheet).getByRole('checkbox', { name: /Вопрос 2/ })).not.toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ '1': true, '2': false }]));
    expect(await screen.findByTestId('checking-idle')).toHaveTextContent('Бланков в очереди нет');
    expect(screen.queryByRole('heading', { name: 'Одинаковые ответы' })).toBeNull();
  });

  it('no correct answers yet (GET .../answers failed): no sheet is taken; the next count change tries again', async () => {
    let answersUp = false;
    const taken: number[] = [];
    server.use(
      http.get(apiUrl('live', '/experts/games/5/answers'), () =>
        answersUp ? HttpResponse.json({ items: [{ tourNumber: 1, questions: correctAnswerWires }] }) : HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
      http.post(apiUrl('live', '/experts/games/5/results'), () => {
        taken.push(1);
        return HttpResponse.json({ sheet: sheetWire(1), totalSheetCountInStack: 0 });
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderConsole(<CheckingPanel />, { state: gameState({ lastClosedTour: 1, sheetsInStack: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    await waitFor(() => expect(queryClient.getQueryState(['expert', 5, 'answers'])?.status).toBe('error'));
    expect(taken).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    answersUp = true;
    await user.click(screen.getByRole('button', { name: 'Остановить проверку' }));
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    expect(await screen.findByRole('form', { name: 'Бланк «Команда 1» · раунд 1' })).toHaveTextContent('правильный: Пушкин');
    expect(taken).toEqual([1]);
  });
});

const appeal: ExpertAppealWire = {
  id: 3,
  participantId: 101,
  participantName: 'Эрудиты',
  resultId: 9,
  tourNumber: 1,
  questionNumber: 2,
  questionText: 'Вопрос 2?',
  concern: 'Волга тоже подходит',
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

/** One pending appeal; the decision call answers with `decide` (a reply of the appeal becomes what the GETs say). */
function appeals(decide: () => Response) {
  const calls: unknown[] = [];
  let current = appeal;
  server.use(
    http.get(apiUrl('live', '/experts/games/5/appeals/'), () => HttpResponse.json({ items: [current] })),
    http.get(apiUrl('live', '/experts/games/5/appeals/:id'), () => HttpResponse.json(current)),
    http.patch(apiUrl('live', '/experts/games/5/appeals/:id'), async ({ request }) => {
      calls.push(await request.json());
      const reply = decide();
      const body = reply.ok ? ((await reply.clone().json()) as Partial<ExpertAppealWire>) : null;
      if (body?.id === appeal.id) current = body as ExpertAppealWire;
      return reply;
    }),
  );
  return calls;
}

async function decideFirstAppeal(reply: string) {
  const user = userEvent.setup();
  renderConsole(<AppealsPanel />, { state: gameState({ lastClosedTour: 1 }) });
  await user.click(await screen.findByRole('button', { name: 'Открыть: «Эрудиты», вопрос 2' }));
  const detail = await screen.findByTestId('appeal-detail');
  await within(detail).findByText('Волга тоже подходит');
  await user.type(within(detail).getByRole('textbox', { name: 'Ответ команде' }), reply);
  await user.click(within(detail).getByRole('button', { name: 'Принять' }));
  return { user, detail };
}

describe('appeal decisions (an addition)', () => {
  it('present: accepted with the reply', async () => {
    const calls = appeals(() => HttpResponse.json({ ...appeal, status: 'APPROVED', response: 'Засчитано', resolvedBy: { id: 7, name: 'Ирина' } }));
    const { detail } = await decideFirstAppeal('Засчитано');
    expect(await within(detail).findByTestId('appeal-resolved')).toHaveTextContent('принята');
    expect(calls).toHaveLength(1);
    expect(screen.queryByTestId('appeals-read-only')).toBeNull();
  });

  it.each([
    ['404', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ['405', () => new HttpResponse(null, { status: 405 })],
  ])('%s: the appeals become read-only with a note, the reply typed is kept to copy, no error', async (_, reply) => {
    const calls = appeals(reply);
    const { user, detail } = await decideFirstAppeal('Засчитано, синоним');
    const note = await within(detail).findByTestId('appeal-read-only');
    expect(note).toHaveTextContent('Этот сервер не принимает решения по апелляциям из пульта: здесь их можно только читать. Ваш ответ не отправлен.');
    expect(note).toHaveFocus();
    expect(within(detail).getByRole('textbox', { name: 'Неотправленный ответ команде' })).toHaveValue('Засчитано, синоним');
    expect(within(detail).queryByRole('button', { name: 'Принять' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Отклонить' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('appeals-read-only')).toHaveTextContent('здесь их можно только читать');
    // The appeal itself can still be read in full; opened again, it offers no decision and asks nothing.
    expect(within(detail).getByText('Волга')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Закрыть' }));
    await user.click(screen.getByRole('button', { name: 'Открыть: «Эрудиты», вопрос 2' }));
    const again = await screen.findByTestId('appeal-detail');
    expect(await within(again).findByTestId('appeal-read-only')).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Принять' })).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('a reply it cannot read is not a missing call: the decision form stays, with the failure said', async () => {
    appeals(() => HttpResponse.json({ unexpected: true }));
    const { detail } = await decideFirstAppeal('Засчитано');
    expect(await within(detail).findByRole('alert')).toHaveTextContent('Ошибка: решение не сохранено');
    expect(within(detail).getByRole('button', { name: 'Принять' })).toBeInTheDocument();
    expect(screen.queryByTestId('appeals-read-only')).toBeNull();
  });
});

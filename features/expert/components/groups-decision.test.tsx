import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnswerGroupsReply } from '@/contract/schemas/expert';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { correctAnswerWires, gameState, pushkinGroup, sheetWire } from '../testing/fixtures';
import { consoleOpeningHandlers, sizeElementsForVirtualLists } from '../testing/console-kit';
import { renderConsole } from '../testing/render';
import { CheckingPanel } from './checking-panel';
import { GroupsPanel } from './groups-panel';

sizeElementsForVirtualLists(48);

const server = setupMswServer(...consoleOpeningHandlers);

let overrideDecision: (value: boolean | null) => void = () => undefined;

/** Round 1 closed: question 2 has one group, «Лондон», written by the team whose sheet the host has open. */
function backend() {
  let decision: boolean | null = null;
  overrideDecision = (value) => {
    decision = value;
  };
  const sent: unknown[] = [];
  const reply = (): AnswerGroupsReply => ({
    tourNumber: 1,
    questions: [1, 2].map((n) => ({
      ...correctAnswerWires[n - 1]!,
      groups: [
        n === 1
          ? pushkinGroup()
          : { key: 'лондон', variants: ['Лондон'], count: 1, participantIds: [101], resultIds: [1], decision, mixed: false, suggested: false },
      ],
    })),
    sheets: [{ id: 1, participantId: 101, participantName: 'Команда 1', status: 'YOURS' }],
  });
  server.use(
    http.get(apiUrl('live', '/experts/games/5/answers/groups'), () => HttpResponse.json(reply())),
    // The sheet is held by this expert: the decision changes its answer but does not check it.
    http.patch(apiUrl('live', '/experts/games/5/answers/groups'), async ({ request }) => {
      decision = ((await request.json()) as { isCorrect: boolean }).isCorrect;
      return HttpResponse.json({ updatedAnswers: 1, checkedSheets: 0, totalSheetCountInStack: 0 });
    }),
    http.post(apiUrl('live', '/experts/games/5/results'), () => HttpResponse.json({ sheet: sheetWire(1), totalSheetCountInStack: 0 })),
    http.patch(apiUrl('live', '/experts/games/5/results/:id'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: 1, participantId: 101, tourNumber: 1, score: 1, answers: [], totalSheetCountInStack: 0 });
    }),
  );
  return sent;
}

describe('a group decision and the sheet already open', () => {
  it('the open sheet takes the decision for that question and keeps the hand-made ticks of the others', async () => {
    const sent = backend();
    const user = userEvent.setup();
    renderConsole(
      <>
        <CheckingPanel />
        <GroupsPanel />
      </>,
      { state: gameState({ lastClosedTour: 1, sheetsInStack: 1 }) },
    );
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    await screen.findByRole('form', { name: 'Бланк «Команда 1» · раунд 1' });
    // By hand: question 1 (pre-ticked as an accepted wording) is marked wrong.
    await user.click(screen.getByRole('checkbox', { name: /Вопрос 1/ }));
    expect(screen.getByRole('checkbox', { name: /Вопрос 2/ })).not.toBeChecked();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Вопрос' }), '2');
    await user.click(await screen.findByRole('button', { name: 'Верно: Лондон' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Вопрос 2/ })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: /Вопрос 1/ })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sent).toEqual([{ '1': false, '2': true }]));
  });
});

describe('decisions made faster than their replies', () => {
  it('the open sheet takes each of them, not only the latest', async () => {
    const sent = backend();
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let calls = 0;
    server.use(
      http.patch(apiUrl('live', '/experts/games/5/answers/groups'), async () => {
        // The first decision's reply comes after the second's.
        if (++calls === 1) await firstHeld;
        return HttpResponse.json({ updatedAnswers: 1, checkedSheets: 0, totalSheetCountInStack: 0 });
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
    await screen.findByRole('form', { name: 'Бланк «Команда 1» · раунд 1' });
    expect(screen.getByRole('checkbox', { name: /Вопрос 1/ })).toBeChecked();

    await user.click(await screen.findByRole('button', { name: 'Неверно: Пушкин' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Вопрос' }), '2');
    await user.click(await screen.findByRole('button', { name: 'Верно: Лондон' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Вопрос 2/ })).toBeChecked());
    releaseFirst();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Вопрос 1/ })).not.toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sent).toEqual([{ '1': false, '2': true }]));
  });
});

describe('the decision’s success line', () => {
  it('agrees in French with the group’s status, and goes once the group no longer says so', async () => {
    backend();
    const user = userEvent.setup();
    const { queryClient } = renderConsole(<GroupsPanel />, { state: gameState({ lastClosedTour: 1 }), locale: 'fr' });
    await screen.findByRole('option', { name: /^Question 2/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question' }), '2');
    await user.click(await screen.findByRole('button', { name: 'Juste : Лондон' }));
    const status = await screen.findByText(/^Réponse « Лондон » acceptée : 1 réponse/);
    await waitFor(() => expect(screen.getByTestId('answer-groups')).toHaveTextContent('Лондон · 1 équipe · acceptée'));
    expect(screen.getByRole('button', { name: 'Juste : Лондон' })).toHaveAttribute('aria-pressed', 'true');

    // Another expert's check turned it the other way: the line would now contradict the list.
    overrideDecision(false);
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByTestId('answer-groups')).toHaveTextContent('Лондон · 1 équipe · refusée'));
    expect(status).toBeEmptyDOMElement();
  });
});

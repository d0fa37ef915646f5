import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { correctAnswersWire, gameState, gameStateWire, sheetWire } from '../testing/fixtures';
import { memoryStorage, renderConsole } from '../testing/render';
import { CheckingPanel } from './checking-panel';

const server = setupMswServer(
  http.post(apiUrl('live', '/experts/keep-alive/5'), () => HttpResponse.json({ lockedUntil: null })),
  http.get(apiUrl('live', '/experts/games/5/answers'), () => HttpResponse.json(correctAnswersWire())),
);

/** A stack of sheets as the backend hands them out, recording every PATCH body. */
function stack(ids: number[], { failFirstSend = false, checkedElsewhere = null as number | null } = {}) {
  const queue = [...ids];
  const sent: { id: number; body: unknown }[] = [];
  let failures = failFirstSend ? 1 : 0;
  server.use(
    http.post(apiUrl('live', '/experts/games/5/results'), () => {
      const id = queue[0];
      return HttpResponse.json({ sheet: id === undefined ? null : sheetWire(id), totalSheetCountInStack: queue.length });
    }),
    http.patch(apiUrl('live', '/experts/games/5/results/:id'), async ({ params, request }) => {
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }
      const id = Number(params.id);
      if (id === checkedElsewhere) {
        // Another expert checked it after this console's hold lapsed: it is off the stack for good.
        queue.splice(queue.indexOf(id), 1);
        return HttpResponse.json({ message: 'Этот бланк уже проверен.' }, { status: 409 });
      }
      sent.push({ id, body: await request.json() });
      queue.splice(queue.indexOf(id), 1);
      return HttpResponse.json({ id, participantId: 100 + id, tourNumber: 1, score: 1, answers: [], totalSheetCountInStack: queue.length });
    }),
    http.post(apiUrl('live', '/experts/games/5/results/cancel'), () => HttpResponse.json({ totalSheetCountInStack: queue.length })),
    // A refused send makes the console read the game's state again.
    http.get(apiUrl('live', '/experts/games/5/currentTour'), () =>
      HttpResponse.json(gameStateWire({ numberOfQuestions: 7, lastClosedTour: 1, sheetsInStack: queue.length, sheetsInTour: 2, connectedParticipants: 2 })),
    ),
  );
  return sent;
}

describe('checking sheets from the keyboard', () => {
  it('number keys toggle questions, Enter sends, and the next sheet arrives focused', async () => {
    const sent = stack([1, 2]);
    const user = userEvent.setup();
    renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 2, lastClosedTour: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));

    const sheet = await screen.findByRole('form', { name: 'Бланк «Команда 1» · раунд 1' });
    await waitFor(() => expect(sheet).toHaveFocus());
    // Question 1 matches an accepted answer: pre-marked; question 3 has no answer and cannot be marked.
    expect(screen.getByRole('checkbox', { name: /Вопрос 1: Пушкин/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Вопрос 3: нет ответа/ })).toBeDisabled();
    await user.keyboard('2');
    expect(screen.getByRole('checkbox', { name: /Вопрос 2: Лондон/ })).toBeChecked();
    await user.keyboard('1');
    await user.keyboard('3');
    expect(screen.getByRole('checkbox', { name: /Вопрос 1: Пушкин/ })).not.toBeChecked();
    await user.keyboard('{Enter}');

    const next = await screen.findByRole('form', { name: 'Бланк «Команда 2» · раунд 1' });
    expect(sent).toEqual([{ id: 1, body: { '1': false, '2': true } }]);
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByTestId('checked-sheets')).toHaveTextContent('«Команда 1», раунд 1');

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Бланков в очереди нет. Следующий откроется, как только придёт.')).toBeInTheDocument();
    expect(sent.map((s) => s.id)).toEqual([1, 2]);
  });

  it('a failed send says "Ошибка" and keeps the marks; sending again works', async () => {
    const sent = stack([1], { failFirstSend: true });
    const user = userEvent.setup();
    renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 1, lastClosedTour: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    await screen.findByRole('form', { name: /Команда 1/ });
    await user.keyboard('2{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка\./);
    expect(screen.getByRole('checkbox', { name: /Вопрос 2: Лондон/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sent).toEqual([{ id: 1, body: { '1': true, '2': true } }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stop gives the sheet back and clears it', async () => {
    stack([1]);
    let cancelled = 0;
    server.use(
      http.post(apiUrl('live', '/experts/games/5/results/cancel'), () => {
        cancelled += 1;
        return HttpResponse.json({ totalSheetCountInStack: 1 });
      }),
    );
    const user = userEvent.setup();
    renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 1, lastClosedTour: 1 }) });
    // Opening the console gives back a hold this expert may have left (a closed tab): one cancel at once.
    await waitFor(() => expect(cancelled).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    await screen.findByRole('form', { name: /Команда 1/ });
    await user.click(screen.getByRole('button', { name: 'Остановить проверку' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(cancelled).toBe(2));
  });

  it('after a reload mid-check the tab goes on checking: its held sheet comes back without a click', async () => {
    stack([4]);
    let cancelled = 0;
    server.use(
      http.post(apiUrl('live', '/experts/games/5/results/cancel'), () => {
        cancelled += 1;
        return HttpResponse.json({ totalSheetCountInStack: 0 });
      }),
    );
    const storage = memoryStorage();
    const user = userEvent.setup();
    const first = renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 1, lastClosedTour: 1 }), storage });
    await waitFor(() => expect(cancelled).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    await screen.findByRole('form', { name: /Команда 4/ });
    first.unmount();

    // The page again, in the same tab: no click, the same sheet, and it is not given back to the stack.
    renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 0, lastClosedTour: 1 }), storage });
    expect(await screen.findByRole('form', { name: 'Бланк «Команда 4» · раунд 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Остановить проверку' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cancelled).toBe(1);
  });

  it('the sheets this tab checked stay listed after a reload, and the next one checked joins them', async () => {
    const sent = stack([1, 2, 3]);
    const storage = memoryStorage();
    const user = userEvent.setup();
    const first = renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 3, lastClosedTour: 1 }), storage });
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    await screen.findByRole('form', { name: /Команда 1/ });
    await user.keyboard('{Enter}');
    await screen.findByRole('form', { name: /Команда 2/ });
    await user.keyboard('{Enter}');
    await screen.findByRole('form', { name: /Команда 3/ });
    expect(screen.getByRole('heading', { name: 'Проверено 2 бланка' })).toBeInTheDocument();
    first.unmount();

    renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 1, lastClosedTour: 1 }), storage });
    expect(await screen.findByRole('heading', { name: 'Проверено 2 бланка' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('checked-sheets'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['«Команда 1», раунд 1', '«Команда 2», раунд 1']);
    // Still checking after the reload: the held sheet is back, and once sent it is listed after the others.
    await screen.findByRole('form', { name: /Команда 3/ });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Проверено 3 бланка' })).toBeInTheDocument();
    expect(within(screen.getByTestId('checked-sheets')).getAllByRole('listitem').at(-1)).toHaveTextContent('«Команда 3», раунд 1');
    expect(sent.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('a second tab of the console leaves alone the sheet the first tab is checking', async () => {
    stack([4]);
    let cancelled = 0;
    server.use(
      http.post(apiUrl('live', '/experts/games/5/results/cancel'), () => {
        cancelled += 1;
        return HttpResponse.json({ totalSheetCountInStack: 0 });
      }),
    );
    const user = userEvent.setup();
    const first = renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 1, lastClosedTour: 1 }) });
    await waitFor(() => expect(cancelled).toBe(1));
    await user.click(within(first.container).getByRole('button', { name: 'Начать проверку' }));
    await within(first.container).findByRole('form', { name: /Команда 4/ });

    // Another tab opens (no memory of its own): it asks the others first and gives nothing back.
    const second = renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 0, lastClosedTour: 1 }) });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(cancelled).toBe(1);
    second.unmount();
    // Once no tab holds one, a new tab gives a left-over hold back.
    await user.click(within(first.container).getByRole('button', { name: 'Остановить проверку' }));
    await waitFor(() => expect(cancelled).toBe(2));
    renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 1, lastClosedTour: 1 }) });
    await waitFor(() => expect(cancelled).toBe(3));
  });

  it('a sheet another expert checked meanwhile (409) leaves with a reason, and the next one comes', async () => {
    const sent = stack([1, 2], { checkedElsewhere: 1 });
    const user = userEvent.setup();
    renderConsole(<CheckingPanel />, { state: gameState({ sheetsInStack: 2, lastClosedTour: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    await screen.findByRole('form', { name: /Команда 1/ });
    await user.keyboard('{Enter}');
    const next = await screen.findByRole('form', { name: /Команда 2/ });
    expect(screen.getByTestId('sheet-lost')).toHaveTextContent('Бланк «Команда 1» уже проверил или взял другой эксперт, ваши отметки не отправлены.');
    // Not the "Ошибка" of a send that can be tried again: this one never can.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(next).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent.map((s) => s.id)).toEqual([2]));
    expect(screen.queryByTestId('sheet-lost')).not.toBeInTheDocument();
  });
});

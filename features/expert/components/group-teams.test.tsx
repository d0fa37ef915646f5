import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { answerGroupsWire, gameState, pushkinGroup, sheetWire } from '../testing/fixtures';
import { consoleOpeningHandlers, sizeElementsForVirtualLists } from '../testing/console-kit';
import { renderConsole } from '../testing/render';
import { CheckingPanel } from './checking-panel';
import { GroupsPanel } from './groups-panel';
import { LiveAnnouncer } from './live-announcer';

sizeElementsForVirtualLists(48);

const server = setupMswServer(...consoleOpeningHandlers);

const groupsReply = answerGroupsWire(
  [pushkinGroup({ count: 3, participantIds: [101, 102, 103], resultIds: [1, 2, 3] })],
  [
    { id: 1, participantId: 101, participantName: 'Команда 1', status: 'IN_STACK' },
    { id: 2, participantId: 102, participantName: 'Команда 2', status: 'HELD' },
    { id: 3, participantId: 103, participantName: 'Команда 3', status: 'CHECKED' },
  ],
);

/** The backend as the console sees it: groups, taking a sheet (or refusing it), sending, then the stack. */
function backend({ refuse = false } = {}) {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl('live', '/experts/games/5/answers/groups'), () => HttpResponse.json(groupsReply)),
    http.post(apiUrl('live', '/experts/games/5/results/:id/take'), ({ params }) => {
      calls.push(`take ${String(params.id)}`);
      if (refuse) return HttpResponse.json({ message: 'Этот бланк проверяет другой эксперт.' }, { status: 409 });
      return HttpResponse.json({ sheet: sheetWire(Number(params.id)), totalSheetCountInStack: 1 });
    }),
    http.patch(apiUrl('live', '/experts/games/5/results/:id'), async ({ params, request }) => {
      calls.push(`send ${String(params.id)} ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ id: Number(params.id), participantId: 101, tourNumber: 1, score: 1, answers: [], totalSheetCountInStack: 1 });
    }),
    http.post(apiUrl('live', '/experts/games/5/results'), () => {
      calls.push('next');
      return HttpResponse.json({ sheet: sheetWire(4), totalSheetCountInStack: 0 });
    }),
  );
  return calls;
}

const consoleUi = (
  <>
    <CheckingPanel />
    <GroupsPanel />
    <LiveAnnouncer />
  </>
);

describe('opening one team’s sheet from an answer group', () => {
  it('lists the group’s teams, opens the chosen sheet focused, sends it with Enter and goes on with the stack', async () => {
    const calls = backend();
    const user = userEvent.setup();
    renderConsole(consoleUi, { state: gameState({ lastClosedTour: 1, sheetsInStack: 2 }) });

    const toggle = await screen.findByRole('button', { name: 'Команды с ответом «Пушкин»: 3 команды' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const teams = screen.getByRole('region', { name: 'Команды с ответом «Пушкин»' });
    expect(within(teams).getByRole('button', { name: 'Открыть бланк команды «Команда 2»' })).toBeDisabled();
    expect(within(teams).getByRole('button', { name: 'Открыть бланк команды «Команда 2»' })).toHaveAccessibleDescription('проверяет другой эксперт');
    expect(within(teams).getByRole('button', { name: 'Открыть бланк команды «Команда 3»' })).toBeDisabled();

    await user.click(within(teams).getByRole('button', { name: 'Открыть бланк команды «Команда 1»' }));
    const sheet = await screen.findByRole('form', { name: 'Бланк «Команда 1» · раунд 1' });
    await waitFor(() => expect(sheet).toHaveFocus());
    expect(screen.getByTestId('announce-polite')).toHaveTextContent('Бланк «Команда 1» открыт для проверки.');
    // One sheet at a time: the list says why nothing else can be opened now.
    const busy = within(teams).getByRole('button', { name: 'Открыть бланк команды «Команда 1»' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAccessibleDescription('открыт у вас');
    expect(screen.getByText(/Сейчас открыт другой бланк/)).toBeInTheDocument();
    expect(calls).toEqual(['take 1']);

    await user.keyboard('2{Enter}');
    // Sent, then normal checking: the next sheet comes from the stack.
    expect(await screen.findByRole('form', { name: 'Бланк «Команда 4» · раунд 1' })).toBeInTheDocument();
    expect(calls).toEqual(['take 1', 'send 1 {"1":true,"2":true}', 'next']);
    expect(screen.getByTestId('checked-sheets')).toHaveTextContent('«Команда 1», раунд 1');
    expect(within(teams).getByRole('button', { name: 'Открыть бланк команды «Команда 1»' })).toHaveAccessibleDescription('проверен');
  });

  it('says so when another expert took the sheet first, and opens nothing', async () => {
    const calls = backend({ refuse: true });
    const user = userEvent.setup();
    renderConsole(consoleUi, { state: gameState({ lastClosedTour: 1, sheetsInStack: 0 }) });

    await user.click(await screen.findByRole('button', { name: 'Команды с ответом «Пушкин»: 3 команды' }));
    await user.click(screen.getByRole('button', { name: 'Открыть бланк команды «Команда 1»' }));
    const message = 'Этот бланк уже проверен или его проверяет другой эксперт.';
    await waitFor(() => expect(screen.getByTestId('announce-polite')).toHaveTextContent(message));
    expect(screen.getByRole('region', { name: 'Команды с ответом «Пушкин»' }).parentElement).toHaveTextContent(message);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать проверку' })).toBeInTheDocument();
    expect(calls).toEqual(['take 1']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ExpertAppealWire, ExpertGameStateWire } from '@/contract/schemas/expert';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { gameState, gameStateWire, sheetWire } from '../testing/fixtures';
import { consoleOpeningHandlers, sizeElementsForVirtualLists } from '../testing/console-kit';
import { renderConsole } from '../testing/render';
import { AppealsPanel } from './appeals-panel';
import { CheckingPanel } from './checking-panel';
import { MechanicsPanel } from './mechanics-panel';
import { RoundControls } from './round-controls';
import { SettingsPanel } from './settings-panel';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/expert/5',
}));

/**
 * A browser moves the focus to <body> when the focused button becomes disabled; jsdom does not. This does what the
 * browser does, so these tests see what a keyboard user meets.
 */
let fixup: MutationObserver;
beforeEach(() => {
  fixup = new MutationObserver(() => {
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && active.disabled) active.blur();
  });
  fixup.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
});
afterEach(() => fixup.disconnect());
sizeElementsForVirtualLists(56);

const server = setupMswServer(...consoleOpeningHandlers);

const wire = gameStateWire;

const slow = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the keyboard focus stays with the expert', () => {
  it('through a round from the keyboard; the sheet takes it when the round closes, then the idle line', async () => {
    const replies: Record<string, ExpertGameStateWire> = {
      startTour: wire({ tourNumber: 1 }),
      openAnswers: wire({ tourNumber: 1, canAnswer: true }),
      closeTour: wire({ lastClosedTour: 1, sheetsInStack: 1, sheetsInTour: 1 }),
    };
    let stack = [1];
    server.use(
      http.post(apiUrl('live', '/experts/games/5/results'), () =>
        HttpResponse.json({ sheet: stack[0] === undefined ? null : sheetWire(stack[0]), totalSheetCountInStack: stack.length }),
      ),
      http.post(apiUrl('live', '/experts/games/5/:action'), async ({ params }) => {
        await slow();
        return HttpResponse.json(replies[String(params.action)]);
      }),
      http.patch(apiUrl('live', '/experts/games/5/results/:id'), () => {
        stack = [];
        return HttpResponse.json({ id: 1, participantId: 101, tourNumber: 1, score: 1, answers: [], totalSheetCountInStack: 0 });
      }),
    );
    const user = userEvent.setup();
    renderConsole(
      <>
        <RoundControls />
        <CheckingPanel />
      </>,
      { state: gameState() },
    );
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));

    const start = screen.getByRole('button', { name: 'Начать раунд' });
    start.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Закрыть раунд' })).toHaveAttribute('aria-disabled', 'false'));
    expect(start).toHaveFocus();
    expect(start).toHaveAttribute('aria-disabled', 'true');

    const open = screen.getByRole('button', { name: 'Открыть приём ответов' });
    open.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Открыть приём ответов' })).toBe(open));
    await waitFor(() => expect(open).not.toHaveAttribute('aria-busy', 'true'));
    expect(open).toHaveFocus();
    // Answers are open: a countdown to "available again" would lead nowhere; its line keeps its place, empty.
    expect(screen.getByTestId('open-lock')).toBeEmptyDOMElement();

    const close = screen.getByRole('button', { name: 'Закрыть раунд' });
    close.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('form', { name: 'Бланк «Команда 1» · раунд 1' });
    await waitFor(() => expect(sheet).toHaveFocus());
    // The round just closed is the one whose answers the next show reveals: the button says which.
    expect(screen.getByRole('button', { name: 'Показать ответы раунда 1' })).toHaveAttribute('aria-disabled', 'false');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('checking-idle')).toHaveFocus());
  });

  it('the countdown shows only while it leads somewhere, in a line that is always there', async () => {
    server.use(
      http.post(apiUrl('live', '/experts/games/5/:action'), ({ params }) =>
        HttpResponse.json(params.action === 'startTour' ? wire({ tourNumber: 2, lastClosedTour: 1 }) : wire({ tourNumber: 1, canAnswer: true })),
      ),
    );
    const user = userEvent.setup();
    renderConsole(<RoundControls />, { state: gameState({ tourNumber: 1 }) });
    const line = screen.getByTestId('open-lock');
    const scores = screen.getByTestId('scores-lock');
    await user.click(screen.getByRole('button', { name: 'Открыть приём ответов' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Закрыть раунд' })).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByTestId('open-lock')).toBe(line);
    expect(line).toBeEmptyDOMElement();
    expect(screen.getByTestId('scores-lock')).toBe(scores);
  });

  it('on the buzzer switch, Clear, the chat lock and Save', async () => {
    let active = false;
    let reactions: ExpertGameStateWire['mechanics']['TUTS']['reactions'] = [{ participantId: 1, name: 'А', order: 1, pressedAt: '2025-03-19T09:20:00.000Z' }];
    const state = () => wire({ mechanics: { TUTS: { active, reactions } } });
    server.use(
      http.post(apiUrl('live', '/experts/games/5/mechanics'), async () => {
        await slow();
        active = true;
        return HttpResponse.json(state());
      }),
      http.patch(apiUrl('live', '/experts/games/5/mechanics'), async ({ request }) => {
        await slow();
        const body = (await request.json()) as { mechanic?: string };
        if (body.mechanic) reactions = [];
        else active = false;
        return HttpResponse.json(state());
      }),
      http.get(apiUrl('chats', '/chats/GAME/5'), () => HttpResponse.json({ status: 'UNLOCKED' })),
      http.post(apiUrl('chats', '/chats/GAME/5/lock'), async () => {
        await slow();
        return HttpResponse.json({ status: 'LOCKED' });
      }),
      http.get(apiUrl('live', '/experts/games/5'), () => HttpResponse.json(null, { status: 500 })),
      http.patch(apiUrl('live', '/experts/games/5'), async () => {
        await slow();
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderConsole(
      <>
        <MechanicsPanel />
        <SettingsPanel />
      </>,
      { state: gameState({ mechanics: { TUTS: { active: false, reactions: [{ participantId: 1, name: 'А', order: 1 }] } } }) },
    );
    const toggle = screen.getByRole('button', { name: 'Включить «Кто первый»' });
    await user.click(toggle);
    await screen.findByRole('button', { name: 'Выключить «Кто первый»' });
    expect(document.activeElement).toHaveAccessibleName('Выключить «Кто первый»');

    await user.click(screen.getByRole('button', { name: 'Очистить список' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Очистить список' })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: 'Очистить список' })).toHaveFocus();

    await user.click(await screen.findByRole('button', { name: 'Закрыть чат' }));
    await screen.findByRole('button', { name: 'Открыть чат' });
    expect(screen.getByRole('button', { name: 'Открыть чат' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Ссылка на трансляцию' }), 'https://example.com/live');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Ошибка: ссылка не сохранена. Попробуйте ещё раз.');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
  });

  it('after an appeal decision (the heading), and back on "Open: …" when the detail closes', async () => {
    const item: ExpertAppealWire = {
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
    let current = item;
    server.use(
      http.get(apiUrl('live', '/experts/games/5/appeals/'), () => HttpResponse.json({ items: [current] })),
      http.get(apiUrl('live', '/experts/games/5/appeals/:id'), () => HttpResponse.json(current)),
      http.patch(apiUrl('live', '/experts/games/5/appeals/:id'), async () => {
        await slow();
        current = { ...item, status: 'APPROVED', response: 'Да', resolvedBy: { id: 7, name: 'Ирина' } };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderConsole(<AppealsPanel />, { state: gameState({ lastClosedTour: 1 }) });
    const opener = await screen.findByRole('button', { name: 'Открыть: «Эрудиты», вопрос 2' });
    await user.click(opener);
    const detail = await screen.findByTestId('appeal-detail');
    await user.type(await within(detail).findByRole('textbox', { name: 'Ответ команде' }), 'Да');
    await user.click(within(detail).getByRole('button', { name: 'Принять' }));
    await within(detail).findByTestId('appeal-resolved');
    expect(within(detail).getByRole('heading', { name: '«Эрудиты», раунд 1, вопрос 2' })).toHaveFocus();

    await user.click(within(detail).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('appeal-detail')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть: «Эрудиты», вопрос 2' })).toHaveFocus();
  });
});

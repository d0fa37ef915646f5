import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { consoleOpeningHandlers } from '../testing/console-kit';
import { gameState, gameStateWire } from '../testing/fixtures';
import { renderConsole } from '../testing/render';
import { RoundControls } from './round-controls';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/expert/5',
}));

const server = setupMswServer(...consoleOpeningHandlers);

describe('round controls', () => {
  it("a refused start says the server's reason (a game days before its time), not that the game moved on", async () => {
    const reason = 'Игра ещё не открыта: первый тур можно начать не раньше чем за 60 минут до начала по расписанию.';
    server.use(
      http.post(apiUrl('live', '/experts/games/5/startTour'), () => HttpResponse.json({ message: reason }, { status: 409 })),
      http.get(apiUrl('live', '/experts/games/5/currentTour'), () => HttpResponse.json(gameStateWire())),
    );
    const user = userEvent.setup();
    renderConsole(<RoundControls />, { state: gameState() });
    await user.click(screen.getByRole('button', { name: 'Начать раунд' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`«Начать раунд» не выполнено: ${reason} Экран обновлён.`);
    expect(screen.getByRole('alert')).not.toHaveTextContent('игра уже в другом состоянии');
  });
});

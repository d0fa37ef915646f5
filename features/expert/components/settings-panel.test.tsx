import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ExpertGameWire } from '@/contract/schemas/expert';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { expertKeys } from '../api/expert-queries';
import { expertGame, gameState } from '../testing/fixtures';
import { consoleOpeningHandlers } from '../testing/console-kit';
import { renderConsole } from '../testing/render';
import { SettingsPanel } from './settings-panel';

const server = setupMswServer(
  ...consoleOpeningHandlers,
  http.get(apiUrl('chats', '/chats/GAME/5'), () => HttpResponse.json({ status: 'UNLOCKED' })),
);

const gameWire = (stream: string | null): ExpertGameWire => ({
  id: 5,
  name: 'Квиз в Москве',
  type: 'classic',
  language: 'ru',
  startsAt: '2025-03-19T09:00:00.000Z',
  stream,
  appearance: null,
  numberOfTours: 7,
  numberOfQuestions: 3,
  hasConfidence: true,
  city: { id: 1, name: 'Москва' },
  isFinished: false,
  participantsCount: 12,
  feedbackUrl: null,
});

describe('the stream address', () => {
  it('a bad address is a field error at once, with the text kept; a refused one too; a good one is saved and said', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(apiUrl('live', '/experts/games/5'), () => HttpResponse.json(gameWire(null))),
      http.patch(apiUrl('live', '/experts/games/5'), async ({ request }) => {
        const body = (await request.json()) as { stream: string | null };
        sent.push(body);
        // The production API may refuse addresses the console lets through (a host it does not embed, say).
        if (body.stream?.includes('refused.test')) {
          return HttpResponse.json({ message: 'The given data was invalid.', errors: { stream: ['Bad address.'] } }, { status: 422 });
        }
        return HttpResponse.json(gameWire(body.stream));
      }),
    );
    const user = userEvent.setup();
    renderConsole(<SettingsPanel />, { state: gameState() });
    const field = screen.getByRole('textbox', { name: 'Ссылка на трансляцию' });
    await user.type(field, 'youtube com');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите адрес, начинающийся с http:// или https://.');
    expect(field).toHaveValue('youtube com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);
    // The server's refusal reads the same, and the text stays too.
    await user.clear(field);
    await user.type(field, 'https://refused.test/x');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Введите адрес, начинающийся с http:// или https://.');
    expect(field).toHaveValue('https://refused.test/x');
    // Typing again takes the error away; a good address is saved.
    await user.clear(field);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field, ' https://video.test/live ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ссылка сохранена, игроки увидят её сразу.')).toBeInTheDocument();
    expect(sent).toEqual([{ stream: 'https://refused.test/x' }, { stream: 'https://video.test/live' }]);
    expect(field).toHaveValue('https://video.test/live');
  });

  it('an address changed elsewhere shows while the field is untouched, and never replaces what is being typed', async () => {
    server.use(http.get(apiUrl('live', '/experts/games/5'), () => HttpResponse.json(gameWire('https://old.test'))));
    const user = userEvent.setup();
    const { queryClient } = renderConsole(<SettingsPanel />, { state: gameState() });
    const field = screen.getByRole('textbox', { name: 'Ссылка на трансляцию' });
    await waitFor(() => expect(field).toHaveValue('https://old.test'));
    act(() => queryClient.setQueryData(expertKeys.details(5), expertGame({ stream: 'https://new.test' })));
    await waitFor(() => expect(field).toHaveValue('https://new.test'));
    await user.type(field, '/mine');
    act(() => queryClient.setQueryData(expertKeys.details(5), expertGame({ stream: 'https://other.test' })));
    expect(field).toHaveValue('https://new.test/mine');
  });
});

import { act, screen } from '@testing-library/react';
import { renderPrivate } from '../testing/render';
import { GamePageLink } from './game-page-link';

describe('the game page link of a private game', () => {
  afterEach(() => vi.useRealTimers());

  it('appears 1 hour before the start, at that moment, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const now = Date.parse('2026-12-10T15:00:00Z');
    vi.setSystemTime(now);
    renderPrivate(<GamePageLink participantId={41} opensAt={now + 60_000} />, 'en');
    expect(screen.getByText(/The game page opens on .*, an hour before the start\./)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('link', { name: 'Go to the game page' })).toHaveAttribute('href', '/en/game/41');
  });
});

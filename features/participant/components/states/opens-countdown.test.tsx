import { act, screen as view } from '@testing-library/react';
import { renderWithIntl } from '@/tests/render-with-intl';
import { OpensCountdown } from './opens-countdown';

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const NOW = Date.parse('2026-11-25T15:00:00Z');

describe('OpensCountdown', () => {
  it('names the zone of its times and writes English hours without a leading zero', () => {
    renderWithIntl(<OpensCountdown opensAt={Date.parse('2026-11-25T15:30:00Z')} startsAt={Date.parse('2026-11-25T16:30:00Z')} serverNow={NOW} />, 'en');
    expect(view.getByText(/^Game starts: November 25 at 7:30 PM GMT\+3$/)).toBeInTheDocument();
    expect(view.getByText(/open on November 25 at 6:30 PM GMT\+3\.$/)).toBeInTheDocument();
  });

  it('reads the last minute as "1 min", not "0 h 0 min"', () => {
    renderWithIntl(<OpensCountdown opensAt={NOW + 20_000} startsAt={NOW + 3_620_000} serverNow={NOW} />, 'ru');
    expect(view.getByText('До открытия: 0 ч 1 мин')).toBeInTheDocument();
  });

  describe('when the page opens', () => {
    beforeEach(() => {
      vi.useFakeTimers({ now: NOW });
      router.refresh.mockClear();
    });
    afterEach(() => vi.useRealTimers());

    it('says so in a status region and asks the server for the game screen, again every 10 s until it comes', () => {
      renderWithIntl(<OpensCountdown opensAt={NOW + 2_000} startsAt={NOW + 3_602_000} serverNow={NOW} />, 'en');
      const status = view.getByRole('status');
      expect(status).toHaveTextContent('');
      act(() => vi.advanceTimersByTime(1_000));
      expect(router.refresh).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1_000));
      expect(status).toHaveTextContent('Opening the game page…');
      expect(router.refresh).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(9_000));
      expect(router.refresh).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1_000));
      expect(router.refresh).toHaveBeenCalledTimes(2);
    });
  });
});

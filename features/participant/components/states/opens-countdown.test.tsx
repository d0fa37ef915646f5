import { screen as view } from '@testing-library/react';
import { renderWithIntl } from '@/tests/render-with-intl';
import { OpensCountdown } from './opens-countdown';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }) }));

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
});

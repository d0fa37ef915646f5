import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/ru.json';
import { StartedHelper } from './started-helper';

const START = Date.parse('2025-03-20T16:30:00Z');
const minutes = (m: number) => START + m * 60_000;

const renderAt = (now: number, finished = false) => {
  vi.setSystemTime(now);
  const view = render(
    <NextIntlClientProvider locale="ru" messages={messages}>
      <StartedHelper startsAt={START} finished={finished} />
    </NextIntlClientProvider>,
  );
  // The clock is read right after hydration.
  act(() => vi.advanceTimersByTime(0));
  return view;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('started-game helpers on the game page', () => {
  it('asks to bring in teammates in the first 15 minutes, then says nothing until 60 minutes', () => {
    renderAt(minutes(14));
    expect(screen.getByTestId('started-helper')).toHaveTextContent('Позовите тех, кто ещё не подключился');
    act(() => vi.advanceTimersByTime(60_050));
    expect(screen.queryByTestId('started-helper')).not.toBeInTheDocument();
  });

  it('announces the final rounds from 60 minutes after the start until the end', () => {
    renderAt(minutes(59) + 30_000);
    expect(screen.queryByTestId('started-helper')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_050));
    expect(screen.getByTestId('started-helper')).toHaveTextContent('Идут последние туры');
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(screen.queryByTestId('started-helper')).not.toBeInTheDocument();
  });

  it('says nothing before the start or once the game is over', () => {
    const before = renderAt(minutes(-5));
    expect(screen.queryByTestId('started-helper')).not.toBeInTheDocument();
    before.unmount();
    renderAt(minutes(5), true);
    expect(screen.queryByTestId('started-helper')).not.toBeInTheDocument();
  });
});

import { act, screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { setupMswServer } from '@/tests/msw';
import { participantKeys } from '../../api/participant-queries';
import { toResultCard } from '../../api/to-participant';
import { useParticipantActions } from '../../store';
import { resultItemWire, screen } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import type { Rating } from '../../types';
import { GameTabs } from './game-tabs';

// Every read comes from the cache the server render filled; any request would fail the test.
setupMswServer();
/** Panels load their code on first open (next/dynamic). */
const lazy = { timeout: 5000 };
const rating: Rating = {
  rows: [
    { id: 7, name: 'Эрудиты', city: { id: 1, name: 'Москва' }, scoresSum: 9, scores: [9], place: 1, playersOnline: 2 },
    { id: 8, name: 'Совы', city: { id: 2, name: 'Казань' }, scoresSum: 4, scores: [4], place: 2, playersOnline: 0 },
  ],
  scoresShown: true,
  shownTours: 1,
  total: 2,
};

type Actions = ReturnType<typeof useParticipantActions>;
let notify: Actions | null = null;
const expose = (actions: Actions) => {
  notify = actions;
};
function Harness() {
  const actions = useParticipantActions();
  useEffect(() => expose(actions), [actions]);
  return <GameTabs locale="ru" />;
}

function renderTabs() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(participantKeys.rating(7), rating);
  // The teams tab's list (GET games/{id}/participants), the rating's teams.
  queryClient.setQueryData(
    participantKeys.gameTeams(3),
    rating.rows.map(({ id, name, city }) => ({ id, name, city })),
  );
  queryClient.setQueryData(participantKeys.results(7), [toResultCard(resultItemWire())]);
  return renderScreen(<Harness />, { screen: screen(), queryClient });
}

describe('game tabs', () => {
  it('are a labelled tab list: one selected tab, its panel labelled by it, every panel present', async () => {
    renderTabs();
    const list = view.getByRole('tablist', { name: 'Разделы игры' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Рейтинг', 'Команды', 'Ответы', 'Чат', 'Презентация', 'Трансляция', 'Правила']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.slice(1).every((t) => t.getAttribute('aria-selected') === 'false')).toBe(true);
    // Every tab controls an element that exists, so assistive tech never follows a dangling reference.
    for (const tab of tabs) expect(document.getElementById(tab.getAttribute('aria-controls')!)).not.toBeNull();
    const panel = view.getByRole('tabpanel', { name: 'Рейтинг' });
    expect(await within(panel).findByRole('table', { name: /Рейтинг команд/ }, lazy)).toBeInTheDocument();
  });

  it('move with the arrow keys (automatic activation) and Home/End', async () => {
    const user = userEvent.setup();
    renderTabs();
    const rating = view.getByRole('tab', { name: 'Рейтинг' });
    await user.click(rating);
    await user.keyboard('{ArrowRight}');
    const teams = view.getByRole('tab', { name: 'Команды' });
    expect(teams).toHaveFocus();
    expect(teams).toHaveAttribute('aria-selected', 'true');
    expect(await view.findByRole('heading', { name: 'Команды (2)' }, lazy)).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(view.getByRole('tab', { name: 'Правила' })).toHaveFocus();
    expect(await view.findByRole('heading', { name: 'Правила игры' }, lazy)).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(rating).toHaveAttribute('aria-selected', 'true');
  });

  it('the rules follow the round the store knows, not the stale snapshot of the screen query', async () => {
    renderTabs();
    await userEvent.setup().click(view.getByRole('tab', { name: 'Правила' }));
    expect(await view.findByText(/В раунде 3 вопроса/, undefined, lazy)).toBeInTheDocument();
    act(() => notify!.tourStarted({ tourNumber: 2, numberOfQuestions: 5, canAnswer: false, presentation: { tourNumber: 2, questions: [] }, cached: [] }));
    expect(view.getByText(/В раунде 5 вопросов/)).toBeInTheDocument();
  });

  it('badge the answers tab with unseen notifications, in words for screen readers', async () => {
    renderTabs();
    act(() => notify!.answersChecked({ tourNumber: 1 }));
    act(() => notify!.appealResolved({ tourNumber: 1, questionNumber: 2, approved: true }));
    expect(view.getByRole('tab', { name: 'Ответы 2 новых' })).toBeInTheDocument();
    await userEvent.setup().click(view.getByRole('tab', { name: /Ответы/ }));
    expect(await view.findByRole('article', { name: 'Раунд 1' }, lazy)).toHaveTextContent('новое');
  });
});

import { act, screen as view } from '@testing-library/react';
import { useEffect } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { setupMswServer } from '@/tests/msw';
import { participantKeys } from '../api/participant-queries';
import { useParticipantActions } from '../store';
import { screen } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import type { Rating } from '../types';
import { FinishedPanel } from './finished-panel';

// Reads come from the cache the server render filled; any request would fail the test.
setupMswServer();
const rating: Rating = {
  rows: [
    { id: 5, name: 'Совы', city: { id: 1, name: 'Москва' }, scoresSum: 12, scores: [12], place: 1, playersOnline: 0 },
    { id: 7, name: 'Эрудиты', city: { id: 1, name: 'Москва' }, scoresSum: 9, scores: [9], place: 2, playersOnline: 2 },
    { id: 8, name: 'Еноты', city: { id: 2, name: 'Казань' }, scoresSum: 9, scores: [9], place: 2, playersOnline: 0 },
    { id: 9, name: 'Бобры', city: { id: 2, name: 'Казань' }, scoresSum: 3, scores: [3], place: 4, playersOnline: 0 },
  ],
  scoresShown: true,
  shownTours: 7,
  total: 12,
};

let actions: ReturnType<typeof useParticipantActions> | null = null;
function Harness({ nextGameHref }: { nextGameHref?: string | undefined }) {
  const current = useParticipantActions();
  useEffect(() => {
    actions = current;
  }, [current]);
  return <FinishedPanel nextGameHref={nextGameHref} />;
}

function renderFinished(feedbackUrl: string | null, locale: 'en' | 'fr' | 'ru' = 'en', nextGameHref?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(participantKeys.rating(7), rating);
  return renderScreen(<Harness nextGameHref={nextGameHref} />, { screen: screen({ isFinished: true, status: 'PLAYED', feedbackUrl }), queryClient, locale });
}

describe('the finished panel', () => {
  it('invites the team to its next game where the language’s endGame setting gives the address', () => {
    renderFinished(null, 'ru', '/#games');
    expect(view.getByTestId('next-game')).toHaveTextContent('Сыграем ещё? Ближайшие игры — на главной.');
    expect(view.getByRole('link', { name: 'Выбрать следующую игру' })).toHaveAttribute('href', '/#games');
  });

  it('has no next-game invitation without that address (en and fr)', () => {
    renderFinished(null);
    expect(view.queryByTestId('next-game')).toBeNull();
  });

  it('links to the feedback form from the status reply (a reload after the end, no GameFinished seen)', () => {
    renderFinished('https://forms.quiz.test/feedback/3');
    expect(view.getByText('Your place: 2 of 12 · 9 points')).toBeInTheDocument();
    const link = view.getByRole('link', { name: 'Give feedback on the game' });
    expect(link).toHaveAttribute('href', 'https://forms.quiz.test/feedback/3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists the winners with their own places (tied teams share one), from the rating after a reload', () => {
    renderFinished(null);
    const lines = view.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['1. Совы — 12 points', '2. Эрудиты — 9 points', '2. Еноты — 9 points']);
    expect(view.queryByRole('list')?.tagName).toBe('UL');
  });

  it('prefers the link GameFinished brought, and shows none for a game without a form', () => {
    renderFinished(null);
    expect(view.queryByRole('link')).toBeNull();
    act(() => {
      actions!.gameFinished({ finish: { place: 1, scoresSum: 30, total: 12, feedbackUrl: 'https://forms.quiz.test/feedback/9', winners: [] } });
    });
    expect(view.getByRole('link', { name: 'Give feedback on the game' })).toHaveAttribute('href', 'https://forms.quiz.test/feedback/9');
  });

  it('writes French ordinals as French does (1re, 2e)', () => {
    renderFinished(null, 'fr');
    expect(view.getByText(/^Bravo pour la 2e place/)).toBeInTheDocument();
    act(() => {
      actions!.gameFinished({ finish: { place: 1, scoresSum: 30, total: 12, feedbackUrl: null, winners: [] } });
    });
    expect(view.getByText(/^Bravo pour la 1re place/)).toBeInTheDocument();
  });

  it('writes English ordinals as English does (2nd, 1st, 3rd)', () => {
    renderFinished(null, 'en');
    expect(view.getByText(/^Congratulations on 2nd place!/)).toBeInTheDocument();
    act(() => {
      actions!.gameFinished({ finish: { place: 1, scoresSum: 30, total: 12, feedbackUrl: null, winners: [] } });
    });
    expect(view.getByText(/^Congratulations on 1st place!/)).toBeInTheDocument();
    act(() => {
      actions!.gameFinished({ finish: { place: 3, scoresSum: 20, total: 12, feedbackUrl: null, winners: [] } });
    });
    expect(view.getByText(/^Congratulations on 3rd place!/)).toBeInTheDocument();
  });

  it('promises no gift to a team in first place without a point (a game nobody scored in)', () => {
    renderFinished(null, 'fr');
    act(() => {
      actions!.gameFinished({ finish: { place: 1, scoresSum: 0, total: 12, feedbackUrl: null, winners: [] } });
    });
    expect(view.queryByText(/^Bravo pour la/)).toBeNull();
  });

  it('never turns a script address from the API into a link', () => {
    renderFinished('javascript:alert(1)');
    expect(view.queryByRole('link')).toBeNull();
  });
});

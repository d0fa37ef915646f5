import { screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@/lib/i18n/routing';
import { formatCount } from '@/lib/i18n/format-count';
import { locales } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { answerGroupsWire, gameState, pushkinGroup } from '../testing/fixtures';
import { consoleOpeningHandlers, sizeElementsForVirtualLists } from '../testing/console-kit';
import { renderConsole } from '../testing/render';
import { GroupsPanel } from './groups-panel';
import { LiveFigures } from './live-figures';

sizeElementsForVirtualLists(56);

const server = setupMswServer(...consoleOpeningHandlers);

const groups = answerGroupsWire(
  [pushkinGroup({ count: 1500, suggested: false })],
  [{ id: 1, participantId: 101, participantName: 'Команда 1', status: 'IN_STACK' }],
);

// The console shows counts as it loads (2,000 teams online, a group of 1,500 answers). It writes them grouped as the
// language groups them, without Intl.NumberFormat: the first number format a page builds is the largest single cost
// of the console's load on a mid-range phone (bench/README.md, Notes on the figures, `/game/{id}`).
describe('the console’s counts', () => {
  it.each([
    ['ru', '2\u00a0000', '1\u00a0234', 'Пушкин · 1\u00a0500 команд ·'],
    ['en', '2,000', '1,234', 'Пушкин · 1,500 teams ·'],
    ['fr', '2\u202f000', '1\u202f234', 'Пушкин · 1\u202f500 équipes ·'],
  ] as const)('%s: are grouped as the language writes them, with no number format built', async (locale: Locale, online, stack, group) => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    server.use(http.get(apiUrl('live', '/experts/games/5/answers/groups'), () => HttpResponse.json(groups)));
    renderConsole(
      <>
        <LiveFigures />
        <GroupsPanel />
      </>,
      { locale, state: gameState({ tourNumber: 1, connectedParticipants: 2000, sheetsInStack: 1234, sheetsInTour: 999 }) },
    );
    expect(screen.getByTestId('figure-participants').textContent).toBe(online);
    expect(screen.getByTestId('figure-stack').textContent).toBe(stack);
    expect(screen.getByTestId('figure-in-tour').textContent).toBe('999');
    expect((await screen.findByText(/· 1.500/)).closest('span')?.textContent).toContain(group);
    expect(numberFormat).not.toHaveBeenCalled();
  });
});

describe('the console’s messages with a count', () => {
  const counted = [
    ['announce.sheetsWaiting', {}],
    ['appeals.pending', {}],
    ['checking.checked', {}],
    ['groups.decidedCorrect', { answer: 'Пушкин', sheets: '12' }],
    ['groups.decidedWrong', { answer: 'Пушкин', sheets: '12' }],
    ['groups.questionOption', { number: 1 }],
    ['groups.teams', {}],
    ['groups.teamsOf', { answer: 'Пушкин' }],
  ] as const;

  it.each(locales)('%s: write the count they are given, grouped, and build no number format', (locale) => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'expertConsole' });
    for (const [key, values] of counted) expect(t(key, { ...values, count: 2000, countText: formatCount(2000, locale) })).toContain(formatCount(2000, locale));
    expect(t('meta', { city: 'Казань', start: '29.11', teams: 2000, teamsText: formatCount(2000, locale) })).toContain(formatCount(2000, locale));
    expect(numberFormat).not.toHaveBeenCalled();
  });
});

import { createTranslator } from 'next-intl';
import { catalogues } from '@/tests/catalogues';

// The teammates counter is on the game page as it loads. Its counts (a team's size, who of it is online) never reach a
// thousand, so its messages write them as plain numbers ({count}), not with ICU's '#': '#' formats with
// Intl.NumberFormat, and the first one a page builds is its largest single cost after hydration on a mid-range phone
// (bench/README.md, Notes on the figures, `/game/{id}`).
describe('the teammates counter', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['ru', 'В игре 3 участника команды', 'В команде 5 игроков, в игре 2'],
    ['en', '3 team members online', '5 players in the team, 2 online'],
    ['fr', '3 membres de l’équipe en ligne', '5 joueurs dans l’équipe, 2 en ligne'],
  ] as const)('%s: is written without building a number format', (locale, teammates, teamSize) => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'participant.status' });
    expect(t('teammates', { count: 3 })).toBe(teammates);
    expect(t('teamSize', { members: 5, online: 2 })).toBe(teamSize);
    expect(numberFormat).not.toHaveBeenCalled();
  });
});

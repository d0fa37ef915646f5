import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeQueryClient } from '@/lib/query/make-query-client';
import { card } from '../testing/fixtures';
import { renderCatalogue } from '../testing/catalogue-test-environment';
import { GameCard } from './game-card';

// The cards' links follow the App Router, which needs its context: only this framework boundary is replaced.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => undefined }),
}));

/** jsdom's Blob has no text(); FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const renderCard = (props: Parameters<typeof GameCard>[0], locale: 'ru' | 'en' | 'fr' = 'ru') =>
  renderCatalogue(<GameCard {...props} />, makeQueryClient(), locale);

// The calendar code is imported on click; load (transform) it once here so the click test does not wait on it.
beforeAll(async () => {
  await import('../model/ics');
});

describe('game card', () => {
  it('shows type, name, default description, date with end time, capital time, city, price and registration', () => {
    renderCard({ card: card(3, { topic: 'Кино 90-х', type: 'themed', localTime: '20 марта, 23:30' }) });
    const article = screen.getByRole('article', { name: 'Игра 3' });
    expect(article).toHaveTextContent('Тематическая');
    expect(article).toHaveTextContent('Тема: Кино 90-х');
    expect(article).toHaveTextContent('Регулярная игра');
    expect(article).toHaveTextContent('20 марта, 19:30–21:00');
    expect(article).toHaveTextContent('Время Москвы (GMT+3)');
    expect(article).toHaveTextContent('Местное время: 20 марта, 23:30');
    expect(article).toHaveTextContent('Москва');
    expect(article).toHaveTextContent('899 ₽');
    expect(article).toHaveTextContent('Идёт регистрация');
    expect(screen.getByRole('link', { name: 'Зарегистрироваться: Игра 3' })).toHaveAttribute('href', '/reg/3');
    // The picture is decorative (the name is the heading): empty alt, the default image when the game has none.
    expect(article.querySelector('img')).toHaveAttribute('src', '/images/game-default.svg');
    expect(article.querySelector('img')).toHaveAttribute('alt', '');
  });

  it.each([
    ['opensLater', { kind: 'opensLater', opensAt: '06 марта, 19:30' }, 'Скоро регистрация', 'Регистрация откроется 06 марта, 19:30'],
    ['fewPlaces', { kind: 'fewPlaces', opensAt: null }, 'Мало мест', 'Осталось мало мест — успейте зарегистрироваться'],
    ['soldOut', { kind: 'ended', opensAt: null }, 'Мест нет', 'Регистрация завершена'],
    ['closed', { kind: 'ended', opensAt: null }, 'Регистрация закрыта', 'Регистрация завершена'],
    ['inProgress', { kind: 'ended', opensAt: null }, 'Игра идёт', 'Регистрация завершена'],
  ] as const)('%s: badge and registration line', (timeline, registration, badge, line) => {
    renderCard({ card: card(4, { timeline, registration }) });
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
    const register = screen.queryByRole('link', { name: /Зарегистрироваться/ });
    if (registration.kind === 'fewPlaces') expect(register).toBeInTheDocument();
    else expect(register).not.toBeInTheDocument();
  });

  it('a registered team gets the game page link and when it opens; a free game says so', () => {
    renderCard({
      card: card(5, {
        timeline: 'registered',
        registration: { kind: 'open', opensAt: null },
        pageOpensAt: '20 марта, 18:30',
        gamePage: { open: false, path: '/game/42' },
        price: null,
      }),
    });
    expect(screen.getByText('Вы участвуете')).toBeInTheDocument();
    // This game's own screen (a countdown until it opens), not whichever game is live.
    expect(screen.getByRole('link', { name: 'Перейти к игре: Игра 5' })).toHaveAttribute('href', '/game/42');
    expect(screen.getByText('Страница игры откроется 20 марта, 18:30')).toBeInTheDocument();
    expect(screen.getByText('Бесплатно')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Зарегистрироваться/ })).not.toBeInTheDocument();
  });

  it.each([
    ['justStarted', 'inProgress', 'Игра только началась — идёт первый тур'],
    ['underway', 'inProgress', 'Игра в разгаре'],
    ['finalRounds', 'inProgress', 'Идут последние туры — скоро итоги'],
    ['justStarted', 'registered', 'Игра началась — успейте к первому туру'],
    ['underway', 'registered', 'Игра идёт — ваша команда ждёт вас'],
    ['finalRounds', 'registered', 'Идут последние туры — скоро итоги'],
  ] as const)('a started game (%s, %s) says its stage instead of “registration ended”', (started, timeline, line) => {
    renderCard({ card: card(6, { timeline, started, registration: { kind: 'ended', opensAt: null } }) });
    expect(screen.getByTestId('started-helper')).toHaveTextContent(line);
    expect(screen.queryByText('Регистрация завершена')).not.toBeInTheDocument();
  });

  it('links carry the language prefix', () => {
    renderCard({ card: card(6, { registration: { kind: 'open', opensAt: null } }) }, 'en');
    expect(screen.getByRole('link', { name: 'Register: Игра 6' })).toHaveAttribute('href', '/en/reg/6');
  });

  it('"add to calendar" downloads an .ics file with the start, end and the game page link', async () => {
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:game'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderCard({ card: card(7, { description: 'Семь раундов', cityName: 'Казань' }) }, 'fr');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ajouter au calendrier: Игра 7' }));
    await waitFor(() => expect(downloads).toEqual(['quiz-game-7.ics']));
    const ics = (await readText(blobs[0]!)).replace(/\r\n /g, '');
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    expect(ics).toContain('DTSTART:20300320T163000Z\r\n');
    expect(ics).toContain('DTEND:20300320T180000Z\r\n');
    expect(ics).toContain('SUMMARY:Игра 7\r\n');
    expect(ics).toContain('LOCATION:Казань\r\n');
    expect(ics).toContain('URL:http://localhost:3000/fr/reg/7\r\n');
    expect(ics).toContain('DESCRIPTION:Семь раундов\\nhttp://localhost:3000/fr/reg/7\r\n');
    expect(ics).toMatch(/UID:game-7@localhost\r\n/);
    click.mockRestore();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { installPublicConfig } from '@/tests/public-config';
import { conflict, inviteViewWire, TOKEN } from '../testing/fixtures';
import { renderTeams, signInAs, signOut } from '../testing/render';
import { InviteScreen } from './invite-screen';

const server = setupMswServer();

beforeAll(() => installPublicConfig());
afterEach(() => signOut());

describe('the invite page (/share?invite=…)', () => {
  it('shows a visitor without an account the game, its start on the capital’s clock, the team and who invited; asks to log in first and lets them decline', async () => {
    const onLogIn = vi.fn();
    let declinedWithBearer: string | null | undefined;
    server.use(
      http.get(apiUrl('base', `/invites/${TOKEN}`), () => HttpResponse.json({ data: inviteViewWire() })),
      http.post(apiUrl('base', `/invites/${TOKEN}/decline`), ({ request }) => {
        declinedWithBearer = request.headers.get('authorization');
        return HttpResponse.json({ data: inviteViewWire({ outcome: 'declined', status: 'CANCELLED' }) });
      }),
    );
    const { user } = renderTeams(<InviteScreen token={TOKEN} viewerId={null} onLogIn={onLogIn} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Приглашение в команду' })).toBeInTheDocument();
    expect(await screen.findByText('Вас приглашают в команду.')).toBeInTheDocument();
    const facts = screen.getAllByRole('definition')[0]!.closest('dl')!;
    expect(facts).toHaveTextContent('Квиз на Патриарших');
    expect(facts).toHaveTextContent('5 декабря, 19:00 (GMT+3)');
    expect(facts).toHaveTextContent('Знатоки');
    expect(facts).toHaveTextContent('Анна Кузнецова');
    expect(facts).toHaveTextContent('2 из 10');
    expect(screen.queryByRole('button', { name: 'Принять приглашение' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Войти или зарегистрироваться' }));
    expect(onLogIn).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByTestId('invite-outcome')).toHaveTextContent('Приглашение отклонено.');
    expect(declinedWithBearer).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отклонить' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти к расписанию игр' })).toHaveAttribute('href', '/');
  });

  it('lets a signed-in player accept, then leads to their game page (en)', async () => {
    signInAs();
    let bearer: string | null = null;
    server.use(
      http.get(apiUrl('base', `/invites/${TOKEN}`), () => HttpResponse.json({ data: inviteViewWire({ signedIn: true }) })),
      http.post(apiUrl('base', `/invites/${TOKEN}/accept`), ({ request }) => {
        bearer = request.headers.get('authorization');
        return HttpResponse.json({
          data: inviteViewWire({
            outcome: 'accepted',
            status: 'ACCEPTED',
            signedIn: true,
            participantId: 41,
            team: { id: 9, name: 'Знатоки', membersCount: 3, memberLimit: 10 },
          }),
        });
      }),
    );
    const { user } = renderTeams(<InviteScreen token={TOKEN} viewerId={7} onLogIn={vi.fn()} />, 'en');
    await user.click(await screen.findByRole('button', { name: 'Accept the invite' }));
    expect(await screen.findByTestId('invite-outcome')).toHaveTextContent('You are in the team!');
    expect(bearer).toBe('Bearer player-token');
    expect(screen.getByRole('link', { name: 'Go to the game page' })).toHaveAttribute('href', '/en/game/41');
    expect(screen.getByText('3 of 10')).toBeInTheDocument();
  });

  it('says why an accept was refused and shows the link as it is now (revoked meanwhile, fr)', async () => {
    signInAs();
    let revoked = false;
    server.use(
      http.get(apiUrl('base', `/invites/${TOKEN}`), () =>
        HttpResponse.json({ data: inviteViewWire({ signedIn: true, ...(revoked ? { outcome: 'revoked', status: 'CANCELLED' } : {}) }) }),
      ),
      http.post(apiUrl('base', `/invites/${TOKEN}/accept`), () => {
        revoked = true;
        return HttpResponse.json(conflict('revoked', 'Revoked.'), { status: 409 });
      }),
    );
    const { user } = renderTeams(<InviteScreen token={TOKEN} viewerId={7} onLogIn={vi.fn()} />, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Accepter l’invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('L’équipe a retiré cette invitation.');
    await waitFor(() => expect(screen.getByTestId('invite-outcome')).toHaveTextContent('L’équipe a retiré cette invitation. Demandez-lui un nouveau lien.'));
    expect(screen.queryByRole('button', { name: 'Accepter l’invitation' })).toBeNull();
  });

  it.each([
    ['expired', 'Срок действия приглашения истёк.'],
    ['team_full', 'В команде уже нет свободных мест.'],
    ['used', 'По этой ссылке уже вступил другой человек'],
    ['game_over', 'Игра уже закончилась.'],
  ] as const)('shows the %s state with a next step, never an error page', async (outcome, text) => {
    server.use(http.get(apiUrl('base', `/invites/${TOKEN}`), () => HttpResponse.json({ data: inviteViewWire({ outcome }) })));
    renderTeams(<InviteScreen token={TOKEN} viewerId={null} onLogIn={vi.fn()} />);
    expect(await screen.findByTestId('invite-outcome')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Перейти к расписанию игр' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Войти или зарегистрироваться' })).toBeNull();
  });

  it('names the other team of a player who already plays the game', async () => {
    signInAs();
    server.use(
      http.get(apiUrl('base', `/invites/${TOKEN}`), () =>
        HttpResponse.json({ data: inviteViewWire({ outcome: 'other_team', signedIn: true, otherTeam: { name: 'Эрудиты' } }) }),
      ),
    );
    renderTeams(<InviteScreen token={TOKEN} viewerId={7} onLogIn={vi.fn()} />);
    expect(await screen.findByText('Ваша команда в этой игре:')).toHaveTextContent('Эрудиты');
    expect(screen.getByRole('button', { name: 'Отклонить' })).toBeInTheDocument();
  });

  it('an unknown link is a state of the page with a next step', async () => {
    server.use(http.get(apiUrl('base', `/invites/${TOKEN}`), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })));
    renderTeams(<InviteScreen token={TOKEN} viewerId={null} onLogIn={vi.fn()} />, 'en');
    expect(await screen.findByText(/This invite link does not work/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the game schedule' })).toHaveAttribute('href', '/en');
  });

  it('waits for the session before reading the invite', () => {
    renderTeams(<InviteScreen token={TOKEN} viewerId={undefined} onLogIn={vi.fn()} />);
    expect(screen.getByText('Загружаем приглашение…')).toBeInTheDocument();
  });
});

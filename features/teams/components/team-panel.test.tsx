import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { installPublicConfig } from '@/tests/public-config';
import { conflict, inviteWire, teammate, teamWire, TOKEN } from '../testing/fixtures';
import { renderTeams, signInAs, signOut } from '../testing/render';
import { TeamPanel } from './team-panel';

const server = setupMswServer();
const shareUrl = 'http://localhost:3000/en/share';

beforeAll(() => installPublicConfig());
beforeEach(() => signInAs());
afterEach(() => signOut());

describe('the team panel (captain)', () => {
  it('makes an invite link for one person, shows it to copy and lists it as waiting for an answer', async () => {
    let invites = [] as ReturnType<typeof inviteWire>[];
    let bearer: string | null = null;
    server.use(
      http.get(apiUrl('base', '/registrations/41/team'), () => HttpResponse.json({ data: teamWire({ invites }) })),
      http.post(apiUrl('base', '/registrations/41/invites'), ({ request }) => {
        bearer = request.headers.get('authorization');
        invites = [inviteWire()];
        return HttpResponse.json({ data: { ...inviteWire(), token: TOKEN } }, { status: 201 });
      }),
    );
    const { user } = renderTeams(<TeamPanel participantId={41} shareUrl={shareUrl} />, 'en');

    const members = await screen.findByRole('list', { name: 'Team members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('captain'), expect.stringContaining(teammate.name)]);
    expect(screen.getByTestId('team-members-count')).toHaveTextContent('(2 of 10)');
    expect(screen.getByText(/Each link is for one person and works for 7 days/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create an invite link' }));
    const field = await screen.findByLabelText('Invite link');
    expect(field).toHaveValue(`${shareUrl}?invite=${TOKEN}`);
    expect(bearer).toBe('Bearer player-token');
    const list = await screen.findByRole('list', { name: 'Invites' });
    expect(within(list).getByText('Waiting for an answer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(`${shareUrl}?invite=${TOKEN}`);
    // Another link is for another person: the button says so.
    expect(screen.getByRole('button', { name: 'Create another link' })).toBeEnabled();
    // English shows no socials (locale settings): no share targets.
    expect(screen.queryByRole('list', { name: 'Share the link' })).not.toBeInTheDocument();
  });

  it('offers the language’s share targets as plain links to a new tab (ru: VK and Telegram)', async () => {
    server.use(
      http.get(apiUrl('base', '/registrations/41/team'), () => HttpResponse.json({ data: teamWire() })),
      http.post(apiUrl('base', '/registrations/41/invites'), () => HttpResponse.json({ data: { ...inviteWire(), token: TOKEN } }, { status: 201 })),
    );
    const { user } = renderTeams(<TeamPanel participantId={41} shareUrl={shareUrl} />);
    await user.click(await screen.findByRole('button', { name: 'Создать ссылку-приглашение' }));
    const targets = await screen.findByRole('list', { name: 'Поделиться ссылкой' });
    const links = within(targets).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['ВКонтакте (откроется в новой вкладке)', 'Telegram (откроется в новой вкладке)']);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL(a.getAttribute('href')!).searchParams.get('url')).toBe(`${shareUrl}?invite=${TOKEN}`);
    }
  });

  it('still gives the link where the Clipboard API refuses: the field is selected and the visitor is told', async () => {
    server.use(
      http.get(apiUrl('base', '/registrations/41/team'), () => HttpResponse.json({ data: teamWire() })),
      http.post(apiUrl('base', '/registrations/41/invites'), () => HttpResponse.json({ data: { ...inviteWire(), token: TOKEN } }, { status: 201 })),
    );
    const { user } = renderTeams(<TeamPanel participantId={41} shareUrl={shareUrl} />);
    await user.click(await screen.findByRole('button', { name: 'Создать ссылку-приглашение' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Ссылка-приглашение');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Копировать' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Не удалось скопировать автоматически');
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
  });

  it('revokes a pending link, and shows answered links with who answered', async () => {
    let revoked = false;
    const answered = inviteWire({ id: 10, status: 'ACCEPTED', answeredBy: teammate, answeredAt: '2026-11-25T21:00:00.000Z' });
    server.use(
      http.get(apiUrl('base', '/registrations/41/team'), () =>
        HttpResponse.json({ data: teamWire({ invites: [revoked ? inviteWire({ status: 'CANCELLED', cancelReason: 'revoked' }) : inviteWire(), answered] }) }),
      ),
      http.delete(apiUrl('base', '/registrations/41/invites/11'), () => {
        revoked = true;
        return HttpResponse.json({ data: inviteWire({ status: 'CANCELLED', cancelReason: 'revoked' }) });
      }),
    );
    const { user } = renderTeams(<TeamPanel participantId={41} shareUrl={shareUrl} />, 'en');
    const list = await screen.findByRole('list', { name: 'Invites' });
    const [pending, accepted] = within(list).getAllByRole('listitem');
    expect(accepted).toHaveTextContent(`Accepted: ${teammate.name}`);
    expect(within(accepted!).queryByRole('button')).toBeNull();

    await user.click(within(pending!).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Revoked'));
    expect(revoked).toBe(true);
    expect(within(list).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('removes a member after a confirmation, and says why when the game has started meanwhile', async () => {
    let removals = 0;
    server.use(
      http.get(apiUrl('base', '/registrations/41/team'), () => HttpResponse.json({ data: teamWire() })),
      http.delete(apiUrl('base', `/registrations/41/members/${teammate.userId}`), () => {
        removals += 1;
        return removals === 1
          ? HttpResponse.json(conflict('game_started', 'Game started.'), { status: 409 })
          : HttpResponse.json({ data: teamWire({ members: teamWire().members.slice(0, 1), team: { ...teamWire().team, membersCount: 1 } }) });
      }),
    );
    const { user } = renderTeams(<TeamPanel participantId={41} shareUrl={shareUrl} />, 'fr');
    // The captain cannot be removed: only the other member has the button.
    expect(await screen.findAllByRole('button', { name: /^Retirer .* de l’équipe$/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `Retirer ${teammate.name} de l’équipe` }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(removals).toBe(0);

    await user.click(screen.getByRole('button', { name: `Retirer ${teammate.name} de l’équipe` }));
    await user.click(screen.getByRole('button', { name: 'Oui, retirer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La partie a commencé : l’équipe ne peut plus changer.');

    await user.click(screen.getByRole('button', { name: `Retirer ${teammate.name} de l’équipe` }));
    await user.click(screen.getByRole('button', { name: 'Oui, retirer' }));
    await waitFor(() => expect(screen.getByTestId('team-members-count')).toHaveTextContent('(1 sur 10)'));
    expect(screen.queryByText(teammate.name)).toBeNull();
  });

  it('a member who is not the captain invites but removes nobody; a game that is over takes no more invites', async () => {
    server.use(
      http.get(apiUrl('base', '/registrations/41/team'), () =>
        HttpResponse.json({ data: teamWire({ gameOver: true, viewer: { userId: teammate.userId, isCaptain: false, canInvite: false, canRemove: false } }) }),
      ),
    );
    renderTeams(<TeamPanel participantId={41} shareUrl={shareUrl} />, 'en');
    expect(await screen.findByText('New invites to this game can no longer be made.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create an invite link' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INVITE_TTL_DAYS, MAX_PENDING_INVITES, TEAM_MEMBER_LIMIT } from '@/contract/team-settings';
import {
  createdInviteReplySchema,
  inviteViewReplySchema,
  registrationTeamReplySchema,
  teamConflictSchema,
  teamInviteReplySchema,
} from '@/contract/schemas/teams';
import { call, createTestBackend, type TestBackend } from '../testing/test-backend';
import { answerInvite, BASE, createInvite, loginAs, newPlayer, participantOf, teamOf, viewInvite, viewOf } from './team-invites-test-kit';

const HOUR = 60 * 60 * 1000;

async function setUp(options: Parameters<typeof createTestBackend>[1] = {}) {
  const backend = createTestBackend({}, options);
  const captain = await loginAs(backend, 'player@quiz.test');
  const member = await loginAs(backend, 'player2@quiz.test');
  const upcoming = participantOf(backend, backend.seed.demoUpcomingGameId);
  const live = participantOf(backend, backend.seed.liveGameId);
  return { backend, captain, member, upcoming, live };
}

const reasonOf = (reply: { body: unknown }) => teamConflictSchema.parse(reply.body).reason;

/** Adds players to a team straight in the database, up to `size` members. */
function fillTeam(backend: TestBackend, teamId: number, size: number) {
  const hash = backend.db.prepare("SELECT password_hash FROM users WHERE email = 'player@quiz.test'").pluck().get() as string;
  const count = () => backend.db.prepare('SELECT COUNT(*) FROM team_members WHERE team_id = ?').pluck().get(teamId) as number;
  for (let n = 1; count() < size; n++) {
    const userId = backend.db
      .prepare("INSERT INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'player', 1, 0)")
      .run(`Filler ${n}`, `filler-${teamId}-${n}@quiz.test`, hash).lastInsertRowid;
    backend.db.prepare("INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'member', 0)").run(teamId, userId);
  }
}

describe('invite links', () => {
  it('a member makes a link; whoever holds it sees the game, the team and who invited, signed in or not', async () => {
    const { backend, captain, upcoming } = await setUp();
    const invite = await createInvite(backend, upcoming, captain);
    expect(createdInviteReplySchema.parse({ data: invite }).data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invite).toMatchObject({ status: 'PENDING', cancelReason: null, expired: false, invitedBy: { name: 'Иван Петров' }, answeredBy: null });
    expect(Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)).toBe(INVITE_TTL_DAYS * 24 * HOUR);
    // Only the token's hash is kept.
    expect(backend.db.prepare('SELECT COUNT(*) FROM team_invites WHERE token_hash = ?').pluck().get(invite.token)).toBe(0);

    const anonymous = await viewInvite(backend, invite.token);
    expect(anonymous.status).toBe(200);
    const view = inviteViewReplySchema.parse(anonymous.body).data;
    expect(view).toMatchObject({
      outcome: 'pending',
      status: 'PENDING',
      team: { name: 'Эрудиты', membersCount: 2, memberLimit: TEAM_MEMBER_LIMIT },
      invitedBy: { name: 'Иван Петров' },
      participantId: null,
      signedIn: false,
    });
    expect(view.game.id).toBe(backend.seed.demoUpcomingGameId);
    expect(view.game.playedAt.capitalTime).not.toBeNull();

    // An unknown token, or something that cannot be one, is a plain 404.
    expect((await viewInvite(backend, 'x'.repeat(43))).status).toBe(404);
    expect((await viewInvite(backend, 'short')).status).toBe(404);
    // A member already in the team who opens it is told so.
    expect(viewOf(await viewInvite(backend, invite.token, captain))).toMatchObject({ outcome: 'member', participantId: upcoming, signedIn: true });
  });

  it('accepting makes the visitor a member (the game page is theirs); again is harmless; the link is spent for others', async () => {
    const { backend, captain, upcoming } = await setUp();
    const invite = await createInvite(backend, upcoming, captain);
    const newcomer = await newPlayer(backend, 'newcomer@quiz.test', 'Пётр Новиков');

    // Accepting needs an account.
    expect((await answerInvite(backend, invite.token, 'accept')).status).toBe(401);
    const accepted = await answerInvite(backend, invite.token, 'accept', newcomer.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(inviteViewReplySchema.parse(accepted.body).data).toMatchObject({
      outcome: 'accepted',
      status: 'ACCEPTED',
      participantId: upcoming,
      team: { membersCount: 3 },
    });
    const again = await answerInvite(backend, invite.token, 'accept', newcomer.token);
    expect(again.status).toBe(200);
    expect(viewOf(again)).toMatchObject({ outcome: 'accepted', team: { membersCount: 3 } });

    // The registration and the game screen are the newcomer's now.
    expect((await call(backend, 'GET', `${BASE}/registrations/${upcoming}`, { token: newcomer.token })).status).toBe(200);
    expect((await call(backend, 'GET', `/api/live/v1/participants/${upcoming}/status`, { token: newcomer.token })).status).toBe(200);
    const teams = (await call(backend, 'GET', `${BASE}/players/me/teams`, { token: newcomer.token })).body as { data: { name: string; isCaptain: boolean }[] };
    expect(teams.data).toEqual([expect.objectContaining({ name: 'Эрудиты', isCaptain: false })]);

    // One link, one person: someone else is told it was used.
    const other = await newPlayer(backend, 'other@quiz.test');
    expect(viewOf(await viewInvite(backend, invite.token, other.token)).outcome).toBe('used');
    const refused = await answerInvite(backend, invite.token, 'accept', other.token);
    expect([refused.status, reasonOf(refused)]).toEqual([409, 'used']);
    expect((refused.body as { message: string }).message).toBe('Это приглашение уже принял другой игрок.');

    // The captain sees who accepted.
    const team = await teamOf(backend, upcoming, captain);
    expect(team.members.map((m) => m.name)).toEqual(['Иван Петров', 'Мария Соколова', 'Пётр Новиков']);
    expect(team.invites[0]).toMatchObject({ status: 'ACCEPTED', answeredBy: { name: 'Пётр Новиков' } });
  });

  it('declining needs no account, twice is harmless, and the link no longer works', async () => {
    const { backend, captain, upcoming } = await setUp();
    const invite = await createInvite(backend, upcoming, captain);
    const declined = await answerInvite(backend, invite.token, 'decline');
    expect(declined.status).toBe(200);
    expect(viewOf(declined)).toMatchObject({ outcome: 'declined', status: 'CANCELLED' });
    expect((await answerInvite(backend, invite.token, 'decline')).status).toBe(200);
    const newcomer = await newPlayer(backend, 'late@quiz.test');
    const refused = await answerInvite(backend, invite.token, 'accept', newcomer.token);
    expect([refused.status, reasonOf(refused)]).toEqual([409, 'declined']);
    expect((await teamOf(backend, upcoming, captain)).invites[0]).toMatchObject({ status: 'CANCELLED', cancelReason: 'declined', answeredBy: null });

    // Declining a link one has accepted is refused.
    const second = await createInvite(backend, upcoming, captain);
    await answerInvite(backend, second.token, 'accept', newcomer.token);
    const undo = await answerInvite(backend, second.token, 'decline', newcomer.token);
    expect([undo.status, reasonOf(undo)]).toEqual([409, 'accepted']);
  });

  it('the captain, or the link’s maker, revokes a pending link; revoking twice is harmless; an answered one cannot be', async () => {
    const { backend, captain, member, upcoming } = await setUp();
    const captains = await createInvite(backend, upcoming, captain);
    const members = await createInvite(backend, upcoming, member);
    // A member sees only their own links; the captain all of them.
    expect((await teamOf(backend, upcoming, member)).invites.map((i) => i.id)).toEqual([members.id]);
    expect((await teamOf(backend, upcoming, captain)).invites.map((i) => i.id)).toEqual([members.id, captains.id]);

    const path = (id: number) => `${BASE}/registrations/${upcoming}/invites/${id}`;
    expect((await call(backend, 'DELETE', path(captains.id), { token: member })).status).toBe(403);
    const revoked = await call(backend, 'DELETE', path(members.id), { token: member });
    expect(revoked.status).toBe(200);
    expect(teamInviteReplySchema.parse(revoked.body).data).toMatchObject({ status: 'CANCELLED', cancelReason: 'revoked' });
    expect((await call(backend, 'DELETE', path(members.id), { token: captain })).status).toBe(200);
    expect(viewOf(await viewInvite(backend, members.token)).outcome).toBe('revoked');

    const newcomer = await newPlayer(backend, 'n@quiz.test');
    await answerInvite(backend, captains.token, 'accept', newcomer.token);
    const late = await call(backend, 'DELETE', path(captains.id), { token: captain });
    expect([late.status, reasonOf(late)]).toEqual([409, 'not_pending']);
    expect((await call(backend, 'DELETE', `${BASE}/registrations/${upcoming}/invites/999999`, { token: captain })).status).toBe(404);
  });

  it('expires after a week; a full team, another team in the game and a game over say so', async () => {
    const { backend, captain, upcoming, live } = await setUp();
    const invite = await createInvite(backend, upcoming, captain);
    const newcomer = await newPlayer(backend, 'x@quiz.test');

    const teamId = backend.seed.demoTeamId;
    fillTeam(backend, teamId, TEAM_MEMBER_LIMIT);
    expect(viewOf(await viewInvite(backend, invite.token, newcomer.token)).outcome).toBe('team_full');
    const full = await answerInvite(backend, invite.token, 'accept', newcomer.token);
    expect([full.status, reasonOf(full)]).toEqual([409, 'team_full']);
    const noMore = await call(backend, 'POST', `${BASE}/registrations/${upcoming}/invites`, { token: captain });
    expect([noMore.status, reasonOf(noMore)]).toEqual([409, 'team_full']);
    backend.db.prepare("DELETE FROM team_members WHERE team_id = ? AND user_id IN (SELECT id FROM users WHERE email LIKE 'filler-%')").run(teamId);

    // One team per player per game: player3's team (Знатоки) plays the live game.
    const liveInvite = await createInvite(backend, live, captain);
    const otherTeam = await loginAs(backend, 'player3@quiz.test');
    const refused = await answerInvite(backend, liveInvite.token, 'accept', otherTeam);
    expect([refused.status, reasonOf(refused)]).toEqual([409, 'other_team']);
    expect(viewOf(await viewInvite(backend, liveInvite.token, otherTeam))).toMatchObject({ outcome: 'other_team', otherTeam: { name: 'Знатоки' } });

    // A week after it was made (the upcoming game may be nearer than that: the link is aged instead of the clock).
    backend.db.prepare('UPDATE team_invites SET expires_at = ? WHERE id = ?').run(backend.clock.now, invite.id);
    expect(viewOf(await viewInvite(backend, invite.token)).outcome).toBe('expired');
    const expired = await answerInvite(backend, invite.token, 'accept', newcomer.token);
    expect([expired.status, reasonOf(expired)]).toEqual([409, 'expired']);
    expect((await teamOf(backend, upcoming, captain)).invites[0]).toMatchObject({ status: 'PENDING', expired: true });

    // The live game ends (its expert finishes it).
    backend.db.prepare('UPDATE games SET finished_at = ? WHERE id = ?').run(backend.clock.now, backend.seed.liveGameId);
    expect(viewOf(await viewInvite(backend, liveInvite.token)).outcome).toBe('game_over');
    const over = await call(backend, 'POST', `${BASE}/registrations/${live}/invites`, { token: captain });
    expect([over.status, reasonOf(over)]).toEqual([409, 'game_over']);
  });

  it('only members see the team or make links; open links are limited per registration', async () => {
    const { backend, captain, upcoming } = await setUp({ rateLimits: { inviteWritesPerRequester: { limit: 100, windowMs: 60_000 } } });
    const outsider = await newPlayer(backend, 'out@quiz.test');
    expect((await call(backend, 'GET', `${BASE}/registrations/${upcoming}/team`, { token: outsider.token })).status).toBe(403);
    expect((await call(backend, 'POST', `${BASE}/registrations/${upcoming}/invites`, { token: outsider.token })).status).toBe(403);
    expect((await call(backend, 'GET', `${BASE}/registrations/${upcoming}/team`)).status).toBe(401);
    expect((await call(backend, 'GET', `${BASE}/registrations/999999/team`, { token: captain })).status).toBe(404);

    for (let n = 0; n < MAX_PENDING_INVITES; n++) await createInvite(backend, upcoming, captain);
    const tooMany = await call(backend, 'POST', `${BASE}/registrations/${upcoming}/invites`, { token: captain });
    expect([tooMany.status, reasonOf(tooMany)]).toEqual([409, 'too_many_pending']);
  });

  it('invite writes are rate limited per account', async () => {
    const { backend, captain, upcoming } = await setUp({ rateLimits: { inviteWritesPerRequester: { limit: 2, windowMs: 60_000 } } });
    await createInvite(backend, upcoming, captain);
    await createInvite(backend, upcoming, captain);
    const limited = await call(backend, 'POST', `${BASE}/registrations/${upcoming}/invites`, { token: captain });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the team of a registration', () => {
  it('lists members captain first; the captain removes a member before the game, never after it starts', async () => {
    const { backend, captain, member, upcoming, live } = await setUp();
    const team = registrationTeamReplySchema.parse((await call(backend, 'GET', `${BASE}/registrations/${upcoming}/team`, { token: member })).body).data;
    expect(team).toMatchObject({
      gameStarted: false,
      gameOver: false,
      team: { name: 'Эрудиты', membersCount: 2 },
      viewer: { isCaptain: false, canInvite: true, canRemove: false },
    });
    expect(team.members.map((m) => [m.name, m.isCaptain])).toEqual([
      ['Иван Петров', true],
      ['Мария Соколова', false],
    ]);

    const player2 = backend.seed.userIds.player2;
    const remove = (participantId: number, userId: number, token: string) =>
      call(backend, 'DELETE', `${BASE}/registrations/${participantId}/members/${userId}`, { token });
    expect((await remove(upcoming, backend.seed.userIds.player, member)).status).toBe(403);
    const captainItself = await remove(upcoming, backend.seed.userIds.player, captain);
    expect([captainItself.status, reasonOf(captainItself)]).toEqual([409, 'captain']);
    const started = await remove(live, player2, captain);
    expect([started.status, reasonOf(started)]).toEqual([409, 'game_started']);
    expect((await teamOf(backend, live, captain)).viewer).toMatchObject({ isCaptain: true, canRemove: false });

    const removed = await remove(upcoming, player2, captain);
    expect(removed.status).toBe(200);
    expect(registrationTeamReplySchema.parse(removed.body).data.members.map((m) => m.name)).toEqual(['Иван Петров']);
    expect((await remove(upcoming, player2, captain)).status).toBe(404);
    // Out of the team: its screens and registrations are no longer theirs.
    expect((await call(backend, 'GET', `/api/live/v1/participants/${upcoming}/status`, { token: member })).status).toBe(403);
  });
});

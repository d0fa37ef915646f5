// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { myInvitesReplySchema } from '@/contract/schemas/cabinet';
import { call, createTestBackend } from '../testing/test-backend';
import { createInviteSeal } from './invite-seal';
import { answerInvite, BASE, createInvite, loginAs, newPlayer, participantOf, viewInvite } from './team-invites-test-kit';

async function setUp() {
  const backend = createTestBackend();
  const captain = await loginAs(backend, 'player@quiz.test');
  const upcoming = participantOf(backend, backend.seed.demoUpcomingGameId);
  const visitor = await newPlayer(backend, 'invitee@quiz.test', 'Гость');
  const pending = async (locale = 'ru') => {
    const reply = await call(backend, 'GET', `${BASE}/players/me/invites`, { token: visitor.token, headers: { 'Accept-Language': locale } });
    expect(reply.status).toBe(200);
    return myInvitesReplySchema.parse(reply.body).data;
  };
  return { backend, captain, upcoming, visitor, pending };
}

describe('GET players/me/invites', () => {
  it('lists the links a signed-in player opened and can still accept, with their /share address in the language', async () => {
    const { backend, captain, upcoming, visitor, pending } = await setUp();
    expect(await pending()).toEqual([]);
    const invite = await createInvite(backend, upcoming, captain);
    // Opened without a session: nobody to remember it for.
    await viewInvite(backend, invite.token);
    expect(await pending()).toEqual([]);
    await viewInvite(backend, invite.token, visitor.token);
    const [listed] = await pending('en');
    expect(listed).toMatchObject({ id: invite.id, teamName: 'Эрудиты', invitedBy: 'Иван Петров', expiresAt: invite.expiresAt });
    expect(listed!.url).toBe(`${backend.services.config.webOrigin}/en/share?invite=${invite.token}`);
    expect((await pending('ru'))[0]!.url).toBe(`${backend.services.config.webOrigin}/share?invite=${invite.token}`);
    // The database keeps the token sealed, not readable.
    const stored = backend.db.prepare('SELECT sealed_token FROM invite_openers').pluck().all() as string[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(invite.token);

    // Answered, it is no longer waiting.
    expect((await answerInvite(backend, invite.token, 'decline', visitor.token)).status).toBe(200);
    expect(await pending()).toEqual([]);
  });

  it('drops links that expired, were revoked or can no longer be accepted; needs a session', async () => {
    const { backend, captain, upcoming, visitor, pending } = await setUp();
    const expiring = await createInvite(backend, upcoming, captain);
    const revoked = await createInvite(backend, upcoming, captain);
    for (const invite of [expiring, revoked]) await viewInvite(backend, invite.token, visitor.token);
    expect((await pending()).map((i) => i.id).sort()).toEqual([expiring.id, revoked.id].sort());
    await call(backend, 'DELETE', `${BASE}/registrations/${upcoming}/invites/${revoked.id}`, { token: captain });
    expect((await pending()).map((i) => i.id)).toEqual([expiring.id]);
    // A week later (moved in the database: the clock would end the session too).
    backend.db.prepare('UPDATE team_invites SET expires_at = ? WHERE id = ?').run(backend.clock.now, expiring.id);
    expect(await pending()).toEqual([]);
    expect((await call(backend, 'GET', `${BASE}/players/me/invites`)).status).toBe(401);
  });

  it('a seal opens only under its secret, for its invite and player', () => {
    const seal = createInviteSeal('s'.repeat(32));
    const sealed = seal.seal('token-value', 1, 2);
    expect(seal.open(sealed, 1, 2)).toBe('token-value');
    expect(seal.open(sealed, 1, 3)).toBeNull();
    expect(seal.open(sealed, 2, 2)).toBeNull();
    expect(createInviteSeal('t'.repeat(32)).open(sealed, 1, 2)).toBeNull();
    expect(seal.open('garbage', 1, 2)).toBeNull();
  });
});

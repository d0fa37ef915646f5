// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFamilies } from '@/contract/families';
import { participantEventSchemas } from '@/contract/participant-events';
import { createdInviteReplySchema } from '@/contract/schemas/teams';
import { startLiveKit, type LiveKit } from '../game/testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const base = (path: string) => `${apiFamilies.base}${path}`;

async function newPlayer(email: string, name: string) {
  const hash = kit.db.prepare("SELECT password_hash FROM users WHERE email = 'player@quiz.test'").pluck().get() as string;
  kit.db.prepare("INSERT INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'player', 1, 0)").run(name, email, hash);
  return kit.login(email);
}

describe('team news on the team’s screens', () => {
  it('an accepted invite reaches every teammate’s screen at once with the name and the team’s size', async () => {
    const captain = await kit.login('player@quiz.test');
    const screen = await kit.connect();
    const channel = kit.channels.participant(kit.demoParticipant);
    expect(await kit.subscribe(screen.socket, channel, captain)).toBe('ok');
    await kit.waitFor(screen.events, 'TeammatesCount', (e) => e.payload.count === 1);

    const created = await kit.api('POST', base(`/registrations/${kit.demoParticipant}/invites`), { token: captain });
    const { token } = createdInviteReplySchema.parse(created.body).data;
    const newcomer = await newPlayer('late@quiz.test', 'Ольга Белова');
    // Not a member yet: the team's channel is closed to them.
    const theirs = await kit.connect();
    expect(await kit.subscribe(theirs.socket, channel, newcomer)).toBe(403);

    expect((await kit.api('POST', base(`/invites/${token}/accept`), { token: newcomer })).status).toBe(200);
    const joined = participantEventSchemas.TeammateJoined.parse(
      (await kit.waitFor(screen.events, 'TeammateJoined', (e) => e.payload.change === 'accepted')).payload,
    );
    // Online teammates do not change until the newcomer opens the game; the team has three players now.
    expect(joined).toMatchObject({ userName: 'Ольга Белова', change: 'accepted', count: 1, membersCount: 3 });
    await kit.waitFor(screen.events, 'TeammatesCount', (e) => e.payload.membersCount === 3);

    // Their screen opens the channel now, and the counter moves as for any member.
    expect(await kit.subscribe(theirs.socket, channel, newcomer)).toBe('ok');
    await kit.waitFor(screen.events, 'TeammatesCount', (e) => e.payload.count === 2);
  });

  it('a member removed by the captain is gone from the team’s screens', async () => {
    const captain = await kit.login('player@quiz.test');
    const upcoming = kit.db
      .prepare(
        `SELECT p.id FROM participants p JOIN games g ON g.id = p.game_id JOIN teams t ON t.id = p.team_id
        WHERE t.name = 'Эрудиты' AND g.started_at IS NULL AND g.starts_at > ? ORDER BY g.starts_at LIMIT 1`,
      )
      .pluck()
      .get(kit.clock.now) as number;
    const screen = await kit.connect();
    expect(await kit.subscribe(screen.socket, kit.channels.participant(upcoming), captain)).toBe('ok');
    const player2 = kit.db.prepare("SELECT id FROM users WHERE email = 'player2@quiz.test'").pluck().get() as number;
    expect((await kit.api('DELETE', base(`/registrations/${upcoming}/members/${player2}`), { token: captain })).status).toBe(200);
    const left = participantEventSchemas.TeammateLeft.parse((await kit.waitFor(screen.events, 'TeammateLeft', (e) => e.payload.change === 'removed')).payload);
    expect(left).toMatchObject({ userId: player2, userName: 'Мария Соколова', membersCount: 1 });
  });
});

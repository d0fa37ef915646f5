import { expect } from 'vitest';
import type { CreatedInviteReply, InviteViewWire, RegistrationTeamWire } from '@/contract/schemas/teams';
import { call, type TestBackend } from '../testing/test-backend';

/** Helpers of the invitation tests (real app, in-memory database, movable clock). */
export const BASE = '/api/base';

export async function loginAs(backend: TestBackend, email: string): Promise<string> {
  const reply = await call(backend, 'POST', `${BASE}/login`, { body: { email, password: 'demo12345' } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { access_token: string }).access_token;
}

/** A confirmed player with the demo password (accounts have their own tests; these only need someone to sign in). */
export async function newPlayer(backend: TestBackend, email: string, name = 'Новый Игрок') {
  const hash = backend.db.prepare("SELECT password_hash FROM users WHERE email = 'player@quiz.test'").pluck().get() as string;
  const id = Number(
    backend.db
      .prepare("INSERT INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'player', 1, ?)")
      .run(name, email, hash, backend.clock.now).lastInsertRowid,
  );
  return { id, token: await loginAs(backend, email) };
}

/** The demo team's registration for a game. */
export const participantOf = (backend: TestBackend, gameId: number, teamId = backend.seed.demoTeamId) =>
  backend.db.prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?').pluck().get(gameId, teamId) as number;

export async function createInvite(backend: TestBackend, participantId: number, token: string) {
  const reply = await call(backend, 'POST', `${BASE}/registrations/${participantId}/invites`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return (reply.body as CreatedInviteReply).data;
}

export async function teamOf(backend: TestBackend, participantId: number, token: string): Promise<RegistrationTeamWire> {
  const reply = await call(backend, 'GET', `${BASE}/registrations/${participantId}/team`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { data: RegistrationTeamWire }).data;
}

export const viewInvite = (backend: TestBackend, inviteToken: string, token?: string) => call(backend, 'GET', `${BASE}/invites/${inviteToken}`, { token });

export const answerInvite = (backend: TestBackend, inviteToken: string, answer: 'accept' | 'decline', token?: string) =>
  call(backend, 'POST', `${BASE}/invites/${inviteToken}/${answer}`, { token });

export const viewOf = (reply: { body: unknown }) => (reply.body as { data: InviteViewWire }).data;

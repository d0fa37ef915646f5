// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';
import { BASE, lettersTo, register } from './accounts-test-kit';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});

describe('mail outbox', () => {
  it('JSON: latest first, filtered by recipient (any case), with links and metadata', async () => {
    await register(backend, { email: 'a@quiz.test' });
    await register(backend, { email: 'b@quiz.test' }, { 'Accept-Language': 'ru' });
    await call(backend, 'POST', `${BASE}/password/email`, { body: { email: 'A@quiz.test' } });
    const all = (await call(backend, 'GET', '/dev/mail.json')).body as { data: { to: string; kind: string }[] };
    expect(all.data.map((l) => [l.to, l.kind])).toEqual([
      ['a@quiz.test', 'reset_password'],
      ['b@quiz.test', 'confirm_email'],
      ['a@quiz.test', 'confirm_email'],
    ]);
    const forA = await lettersTo(backend, 'A@QUIZ.test');
    expect(forA.map((l) => l.kind)).toEqual(['reset_password', 'confirm_email']);
    expect(forA[1]).toMatchObject({ locale: 'en', meta: { site: 'live' } });
    expect((await call(backend, 'GET', '/dev/mail.json?limit=1')).body).toMatchObject({ data: [{ kind: 'reset_password' }] });
  });

  it('HTML: a list page and a page per letter with its working link, user text escaped', async () => {
    await register(backend, { email: 'c@quiz.test', name: '<script>alert(1)</script>' });
    const [letter] = await lettersTo(backend, 'c@quiz.test');
    const list = await backend.app.request('/dev/mail');
    expect(list.headers.get('content-type')).toContain('text/html');
    const listHtml = await list.text();
    expect(listHtml).toContain(`href="/dev/mail/${letter!.id}"`);
    expect(listHtml).toContain('c@quiz.test');
    const page = await (await backend.app.request(`/dev/mail/${letter!.id}`)).text();
    expect(page).toContain(`href="${letter!.links[0]}"`);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;');
    expect((await backend.app.request('/dev/mail/99999')).status).toBe(404);
  });
});

describe('GET /dev/users.json', () => {
  it('shows how an account was created, 404 for unknown addresses', async () => {
    await register(backend, { email: 'd@quiz.test', utm_source: 'newsletter' });
    expect((await call(backend, 'GET', '/dev/users.json?email=D@quiz.test')).body).toMatchObject({
      data: { email: 'd@quiz.test', signup: { method: 'password', utm: { utm_source: 'newsletter' } } },
    });
    expect((await call(backend, 'GET', '/dev/users.json?email=none@quiz.test')).status).toBe(404);
  });
});

describe('POST /dev/invites/expire', () => {
  it('ends a pending link’s 7 days now: it then reads as expired; a second call or an unknown token changes nothing', async () => {
    const captain = (await call(backend, 'POST', `${BASE}/login`, { body: { email: 'player@quiz.test', password: 'demo12345' } })).body as {
      access_token: string;
    };
    const participantId = backend.db
      .prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?')
      .pluck()
      .get(backend.seed.demoUpcomingGameId, backend.seed.demoTeamId) as number;
    const created = await call(backend, 'POST', `${BASE}/registrations/${participantId}/invites`, { token: captain.access_token });
    const { token } = (created.body as { data: { token: string } }).data;
    const outcome = async () => ((await call(backend, 'GET', `${BASE}/invites/${token}`)).body as { data: { outcome: string } }).data.outcome;
    expect(await outcome()).toBe('pending');

    expect((await call(backend, 'POST', '/dev/invites/expire', { body: { token } })).body).toEqual({ expired: 1 });
    expect(await outcome()).toBe('expired');
    expect((await call(backend, 'POST', '/dev/invites/expire', { body: { token: 'B'.repeat(43) } })).body).toEqual({ expired: 0 });
  });
});

describe('POST /dev/registrations/expire-holds', () => {
  it('ends the holds of the e-mail’s open registrations through the hold rule: cancelled (expired), the place free again', async () => {
    const gameId = backend.seed.registration.openGameIds.en;
    const body = { language: 'en', name: 'Jane Doe', email: 'jane@example.com', teamName: 'Night Owls', city: 'Bristol', consent: true, agreement: true };
    const reply = await call(backend, 'POST', `${BASE}/games/${gameId}/registrations`, { body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { id } = (reply.body as { data: { id: number } }).data;
    const row = () => backend.db.prepare('SELECT status, cancel_reason FROM participants WHERE id = ?').get(id);
    expect(row()).toMatchObject({ status: 'PENDING' });

    expect((await call(backend, 'POST', '/dev/registrations/expire-holds', { body: { email: 'JANE@example.com' } })).body).toEqual({ expired: [id] });
    expect(row()).toEqual({ status: 'CANCELLED', cancel_reason: 'expired' });
    expect((await call(backend, 'POST', '/dev/registrations/expire-holds', { body: { email: 'jane@example.com' } })).body).toEqual({ expired: [] });
  });
});

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

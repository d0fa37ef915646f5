// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { participantEventSchemas } from '@/contract/participant-events';
import { storedSheetSchema } from '@/contract/schemas/live';
import { callFrom, EN, FR, newPlayer } from '@/backend/http/routes/accounts-test-kit';
import { startLiveKit, type LiveKit } from '@/backend/game/testing/live-test-kit';
import { createTestBackend, type TestBackend } from '@/backend/testing/test-backend';

/**
 * The floods replayed against a fresh backend: one address spraying many e-mails over login, sign-up,
 * recovery, confirmation resends and the newsletter; one player posting answers as fast as it can.
 */
const ATTACKER = '203.0.113.7';
const BYSTANDER = '198.51.100.20';
const emails = (count: number, tag: string) => Array.from({ length: count }, (_, i) => `${tag}-${i}@example.com`);

/** Sends one request per e-mail from one address; the statuses in order, and the first 429. */
async function spray(backend: TestBackend, path: string, bodyFor: (email: string) => unknown, count: number, headers = EN) {
  const statuses: number[] = [];
  let refused: Awaited<ReturnType<typeof callFrom>> | undefined;
  for (const email of emails(count, path.replace(/\W+/g, '-'))) {
    const reply = await callFrom(backend, ATTACKER, 'POST', path, bodyFor(email), headers);
    statuses.push(reply.status);
    if (reply.status === 429) refused ??= reply;
  }
  return { statuses, refused: refused! };
}

const expectWait = (reply: Awaited<ReturnType<typeof callFrom>>, message: RegExp) => {
  expect(reply.status).toBe(429);
  const seconds = Number(reply.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(reply.body).toMatchObject({ retry_after: seconds });
  const text = (reply.body as { message: string }).message;
  expect(text).toMatch(message);
  expect(text).toContain(String(seconds));
};

// Each login runs scrypt (about 0.1 s, several times that on a busy 2-core machine): these replay dozens.
describe('per-address limits (one address, many e-mails)', { timeout: 90_000 }, () => {
  it.each([
    ['player login', '/api/base/login'],
    ['staff login', '/api/iam/v1/auth/login'],
  ])('%s: 25 wrong logins over 25 e-mails end in 429 with Retry-After; another address is unaffected', async (_, path) => {
    const backend = createTestBackend();
    const { statuses, refused } = await spray(backend, path, (email) => ({ email, password: 'guess-1' }), 25);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    expectWait(refused, /^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(refused.body).toMatchObject({ errors: { email: [(refused.body as { message: string }).message] } });
    // Even the right password waits now from that address, not from another one.
    const right = { email: path.includes('iam') ? 'expert@quiz.test' : 'player@quiz.test', password: 'demo12345' };
    expect((await callFrom(backend, ATTACKER, 'POST', path, right, EN)).status).toBe(429);
    expect((await callFrom(backend, BYSTANDER, 'POST', path, right, EN)).status).toBe(200);
    backend.clock.now += 60_001;
    expect((await callFrom(backend, ATTACKER, 'POST', path, right, EN)).status).toBe(200);
  });

  it('successful logins from one address (a room of players behind one router) are never throttled', async () => {
    const backend = createTestBackend();
    for (let i = 0; i < 25; i++) {
      const who = i % 2 === 0 ? 'player@quiz.test' : 'player2@quiz.test';
      expect((await callFrom(backend, ATTACKER, 'POST', '/api/base/login', { email: who, password: 'demo12345' })).status).toBe(200);
    }
  });

  it('sign-ups: a spray of registrations ends in 429 (in the request language), nothing more is created', async () => {
    const backend = createTestBackend();
    const { statuses, refused } = await spray(backend, '/api/base/players', (email) => newPlayer({ email }), 14, FR);
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
    expectWait(refused, /^Trop de tentatives\. Veuillez réessayer dans \d+ secondes\.$/);
    const created = backend.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email LIKE '%-players-%'").get() as { n: number };
    expect(created.n).toBe(10);
    expect((await callFrom(backend, BYSTANDER, 'POST', '/api/base/players', newPlayer({ email: 'late@example.com' }), EN)).status).toBe(201);
  });

  it('recovery letters to many addresses, then confirmation resends: one shared per-address limit, 429 after 10', async () => {
    const backend = createTestBackend();
    const recovery = await spray(backend, '/api/base/password/email', (email) => ({ email, is_live: 1 }), 12);
    // Unknown addresses are 422 (Laravel's passwords.user), which is exactly what a prober wants to learn.
    expect(recovery.statuses).toEqual([...Array(10).fill(422), 429, 429]);
    expectWait(recovery.refused, /^Too many attempts\. Please try again in \d+ seconds\.$/);
    const resend = await callFrom(backend, ATTACKER, 'POST', '/api/base/players/email/resend', { email: 'someone@example.com' }, EN);
    expectWait(resend, /^Too many attempts/);
    const letters = backend.db.prepare('SELECT COUNT(*) AS n FROM mail_outbox').get() as { n: number };
    expect(letters.n).toBe(0);
  });

  it('newsletter: a spray of subscriptions ends in 429 with the wait', async () => {
    const backend = createTestBackend();
    const body = (email: string) => ({ name: 'Анна', email, city: 'Москва', cityId: 1, consent: true });
    const { statuses, refused } = await spray(backend, '/api/base/main/subscriptions', body, 13, { 'Accept-Language': 'ru' });
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(3).fill(429)]);
    expectWait(refused, /^Слишком много попыток\. Пожалуйста, попробуйте ещё раз через \d+ секунд\.$/);
    const rows = backend.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get() as { n: number };
    expect(rows.n).toBe(10);
  });

  it('X-Forwarded-For counts only from a trusted proxy (TRUSTED_PROXIES), never from anyone else', async () => {
    const login = (backend: TestBackend, from: string, forwarded: string) =>
      callFrom(backend, from, 'POST', '/api/base/login', { email: `x-${Math.random()}@example.com`, password: 'guess' }, { 'X-Forwarded-For': forwarded });
    // Demo mode trusts loopback (the web server's Server Actions) only: a spoofed header from elsewhere is ignored,
    // every request counts against the socket's own address whatever it names.
    const backend = createTestBackend();
    const spoofed = [];
    for (let i = 0; i < 21; i++) spoofed.push((await login(backend, '10.0.0.1', `192.0.2.${i}`)).status);
    expect(spoofed.at(-1)).toBe(429);
    // From the web server on loopback the header's last entry names the visitor, whatever was written left of it;
    // each visitor has a bucket of their own.
    for (let i = 0; i < 20; i++) expect((await login(backend, '127.0.0.1', `198.51.100.${i}, 192.0.2.50`)).status).toBe(422);
    expect((await login(backend, '::ffff:127.0.0.1', 'spoofed-by-the-client, 192.0.2.50')).status).toBe(429);
    expect((await login(backend, '127.0.0.1', '192.0.2.51')).status).toBe(422);

    // Without demo mode no one is trusted unless listed; a listed range's hops are followed from the right.
    const production = createTestBackend({ DEMO_MODE: '0' });
    const fromLoopback = [];
    for (let i = 0; i < 21; i++) fromLoopback.push((await login(production, '127.0.0.1', `192.0.2.${i}`)).status);
    expect(fromLoopback.at(-1)).toBe(429);
    const proxied = createTestBackend({ DEMO_MODE: '0', TRUSTED_PROXIES: '10.0.0.0/8' });
    for (let i = 0; i < 20; i++) expect((await login(proxied, '10.0.0.2', `1.1.1.${i}, 203.0.113.9, 10.0.0.3`)).status).toBe(422);
    expect((await login(proxied, '10.0.0.2', `1.1.1.99, 203.0.113.9, 10.0.0.3`)).status).toBe(429);
  });

  it('an IPv6 client is one bucket per /64 network, however many addresses of it it uses', async () => {
    const backend = createTestBackend();
    const statuses = [];
    for (let i = 1; i <= 21; i++) {
      statuses.push(
        (await callFrom(backend, `2001:db8:0:7::${i.toString(16)}`, 'POST', '/api/base/login', { email: `v6-${i}@example.com`, password: 'x' })).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await callFrom(backend, '2001:db8:0:8::1', 'POST', '/api/base/login', { email: 'v6@example.com', password: 'x' })).status).toBe(422);
  });
});

describe('answer floods', () => {
  let kit: LiveKit | undefined;
  afterEach(async () => {
    await kit?.close();
    kit = undefined;
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('100 posts in 2.4 s: all stored, the latest text stored and broadcast, teammates get a few events, not 100', async () => {
    kit = await startLiveKit();
    expect((await kit.expert('startTour', { tourNumber: 1 })).status).toBe(200);
    expect((await kit.expert('openAnswers')).status).toBe(200);
    const [flooder, teammate] = [await kit.login('player@quiz.test'), await kit.login('player2@quiz.test')];
    const { socket, events } = await kit.connect();
    expect(await kit.subscribe(socket, kit.channels.participant(kit.demoParticipant), teammate)).toBe('ok');

    const path = kit.live(`/participants/${kit.demoParticipant}/results`);
    const post = (text: string, key: string) =>
      kit!.api('POST', path, {
        token: flooder,
        body: { tourNumber: 1, answers: [{ questionNumber: 1, text }] },
        headers: { 'Idempotency-Key': key, 'X-Socket-ID': 'flood' },
      });
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 1; i <= 100; i++) {
      statuses.push((await post(`answer ${i}`, `flood-${i}`)).status);
      // Paced on purpose: the flood's rate (one post per 24 ms) is what the test is about.
      await sleep(Math.max(0, started + i * 24 - Date.now()));
    }
    const floodMs = Date.now() - started;
    expect(statuses).toEqual(Array(100).fill(200));

    const stored = kit.db
      .prepare('SELECT a.text FROM result_answers a JOIN results r ON r.id = a.result_id WHERE r.participant_id = ? AND a.question_number = 1')
      .get(kit.demoParticipant) as { text: string };
    expect(stored.text).toBe('answer 100');
    // The trailing edge: the latest text reaches the teammate after the last window ends.
    await kit.waitFor(events, 'ClientTyping', (e) => JSON.stringify(e.payload).includes('answer 100'), 2000);
    // A fixed wait on purpose: no further event may follow the trailing one (a window is 500 ms).
    await sleep(700);
    const typing = events.filter((e) => e.event === 'ClientTyping').map((e) => participantEventSchemas.ClientTyping.parse(e.payload));
    expect(typing.length).toBeGreaterThanOrEqual(2);
    // At most one event per 500 ms window while the flood lasts (2.4 s when the machine keeps up), plus the trailing one.
    expect(typing.length).toBeLessThanOrEqual(Math.ceil(floodMs / 500) + 2);
    expect(typing.at(-1)!.answers).toEqual([expect.objectContaining({ questionNumber: 1, text: 'answer 100' })]);
    expect(typing.every((t) => t.socketId === 'flood')).toBe(true);
  }, 20_000);

  it('past the per-player limit: 429 with Retry-After, replays still answered, the newest text taken after the wait', async () => {
    kit = await startLiveKit();
    expect((await kit.expert('startTour', { tourNumber: 1 })).status).toBe(200);
    expect((await kit.expert('openAnswers')).status).toBe(200);
    const [flooder, teammate] = [await kit.login('player@quiz.test'), await kit.login('player2@quiz.test')];
    const path = kit.live(`/participants/${kit.demoParticipant}/results`);
    const post = (token: string, text: string, key: string) =>
      kit!.api('POST', path, { token, body: { tourNumber: 1, answers: [{ questionNumber: 2, text }] }, headers: { 'Idempotency-Key': key } });

    const statuses: number[] = [];
    for (let i = 1; i <= 125; i++) statuses.push((await post(flooder, `v${i}`, `k-${i}`)).status);
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(200));
    expect(statuses.slice(120)).toEqual(Array(5).fill(429));

    const refused = await kit.api('POST', path, {
      token: flooder,
      body: { tourNumber: 1, answers: [{ questionNumber: 2, text: 'newest' }] },
      headers: { 'Idempotency-Key': 'k-new', 'Accept-Language': 'fr' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Trop de tentatives. Veuillez réessayer dans 60 secondes.', retry_after: 60 });
    const raw = await fetch(`${kit.backend.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${flooder}`, 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ tourNumber: 1, answers: [{ questionNumber: 2, text: 'newest' }] }),
    });
    expect(raw.headers.get('retry-after')).toBe('60');
    // The browser may read it cross-origin.
    expect(raw.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);

    // A post that was applied is answered again from memory (a retry after a lost reply is not a new post).
    expect((await post(flooder, 'v120', 'k-120')).status).toBe(200);
    // The limit is per player: a teammate still posts.
    expect((await post(teammate, 'from a teammate', 't-1')).status).toBe(200);

    kit.clock.now += 60_001;
    const after = await post(flooder, 'newest', 'k-new');
    expect(after.status).toBe(200);
    expect(storedSheetSchema.parse(after.body).answers.find((a) => a.questionNumber === 2)?.text).toBe('newest');
  }, 30_000);
});

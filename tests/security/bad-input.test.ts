// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '@/backend/http/body-limits';
import { startBackend, type RunningBackend } from '@/backend/main';
import { createTestBackend, TEST_ORIGIN, testConfig, type TestBackend } from '@/backend/testing/test-backend';
import { send, tokenFor } from './security-kit';

const MULTIPART = 'multipart/form-data; boundary=----quiz';

/** Bodies no route can read, each with the status and English line it must get. */
const malformed: { name: string; type: string; body: string; message: string }[] = [
  { name: 'multipart without a boundary', type: 'multipart/form-data', body: 'xx', message: 'The request body is not valid form data.' },
  { name: 'multipart with a boundary the body lacks', type: MULTIPART, body: 'xx', message: 'The request body is not valid form data.' },
  {
    name: 'multipart cut off inside a part',
    type: MULTIPART,
    body: '------quiz\r\nContent-Disposition: form-data; name="email"\r\n\r\nplayer@quiz.test',
    message: 'The request body is not valid form data.',
  },
  { name: 'broken JSON', type: 'application/json', body: '{"email": ', message: 'The request body is not valid JSON.' },
  { name: 'JSON that is not an object', type: 'application/json', body: '[1, 2]', message: 'The request body must be a JSON object.' },
  { name: 'a JSON string', type: 'application/json', body: '"x"', message: 'The request body must be a JSON object.' },
  { name: 'no content type, not JSON', type: '', body: 'email=x', message: 'The request body is not valid JSON.' },
  { name: 'text/plain, not JSON', type: 'text/plain', body: '<xml/>', message: 'The request body is not valid JSON.' },
];

/** Bodies that are readable but odd: a route may refuse them (4xx), never fail on them (500). */
const odd: { name: string; type: string; body: string }[] = [
  { name: 'deeply nested JSON', type: 'application/json', body: `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}` },
  {
    name: 'JSON with objects where text belongs',
    type: 'application/json',
    body: '{"email":{"a":1},"password":[1],"text":{"x":null},"answers":"x","__proto__":{"admin":true}}',
  },
  {
    name: 'form with repeated and bracketed fields',
    type: 'application/x-www-form-urlencoded',
    body: 'email=a&email=b&password[]=x&answers[0]=y&__proto__[admin]=1',
  },
  { name: 'form with broken escapes', type: 'application/x-www-form-urlencoded', body: 'email=%E0%A4%A&password=%' },
  {
    name: 'multipart with a file in every field',
    type: MULTIPART,
    body:
      ['email', 'password', 'text', 'socket_id']
        .map(
          (field) =>
            `------quiz\r\nContent-Disposition: form-data; name="${field}"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n\u0000\u0001\r\n`,
        )
        .join('') + '------quiz--\r\n',
  },
];

/** Every route that reads a body (a new one added without going through readBody would fail the 400 check). */
const BODY_READERS = [
  'POST /api/base/login',
  'POST /api/iam/v1/auth/login',
  'POST /api/base/players',
  'POST /api/base/players/email/resend',
  'POST /api/base/password/email',
  'POST /api/base/password/reset/',
  'POST /api/base/password/reset',
  'POST /api/base/password/reset/check',
  'POST /api/base/players/me/avatar',
  'POST /base/support',
  'POST /api/base/players/oauth/:provider',
  'POST /dev/oauth/:provider/authorize',
  'POST /broadcasting/auth',
  'POST /api/live/v1/participants/:id/results',
  'POST /api/live/v1/participants/:id/results/:resultId/appeal',
  'POST /api/live/v1/participants/:id/mechanics',
  'PATCH /api/live/v1/experts/games/:id',
  'POST /api/live/v1/experts/games/:id/mechanics',
  'PATCH /api/live/v1/experts/games/:id/mechanics',
  'POST /api/live/v1/experts/games/:id/startTour',
  'POST /api/live/v1/experts/games/:id/openAnswers',
  'POST /api/live/v1/experts/games/:id/closeTour',
  'POST /api/live/v1/experts/games/:id/showNextTour',
  'POST /api/live/v1/experts/games/:id/showScores',
  'POST /api/live/v1/experts/games/:id/finish',
  'PATCH /api/live/v1/experts/games/:id/results/:sheetId',
  'PATCH /api/live/v1/experts/games/:id/answers/groups',
  'PATCH /api/live/v1/experts/games/:id/appeals/:appealId',
  'POST /api/base/main/subscriptions',
  'POST /api/base/players/me/teams',
  'POST /dev/payments/charge',
  'POST /dev/payments/3ds/:id',
  'POST /dev/registrations/expire-holds',
  'POST /dev/invites/expire',
  'POST /dev/games',
  'POST /dev/games/:id/reset',
  'POST /dev/games/:id/teams',
  'POST /dev/games/:id/experts',
  'POST /dev/games/:id/chat/reset',
  'POST /dev/sessions/expire-access',
  'POST /dev/fixtures/expert-console',
  'POST /api/party/orders',
  'POST /api/party/purchases',
];

let backend: TestBackend;
let routes: { key: string; method: string; path: string }[];
let liveGameId: number;
let demoParticipantId: number;

beforeAll(() => {
  backend = createTestBackend();
  liveGameId = backend.seed.liveGameId;
  demoParticipantId = (
    backend.db.prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?').get(liveGameId, backend.seed.demoTeamId) as { id: number }
  ).id;
  // Every route of the app that takes a body: read from the router, so a new endpoint is covered without a list.
  const seen = new Set<string>();
  routes = backend.app.routes
    .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
    .map((route) => ({ key: `${route.method} ${route.path}`, method: route.method, path: route.path }))
    .filter((route) => !seen.has(route.key) && Boolean(seen.add(route.key)));
});

/** A route's path with real values: the live game, the demo team's place in it, Google. */
function concrete(path: string): string {
  return path
    .replace(':provider', 'google')
    .replace('/participants/:id', `/participants/${demoParticipantId}`)
    .replace(/:id\b/, String(liveGameId))
    .replace(/:(resultId|sheetId|appealId)\b/, '1');
}

/** The expert for staff routes, the demo player for the rest, each request with a fresh session. */
function tokenForRoute(path: string): string {
  const staff = path.includes('/experts/') || path.includes('/chats/');
  return tokenFor(backend, staff ? backend.seed.userIds.expert : backend.seed.userIds.player);
}

describe('malformed bodies', () => {
  it('the curl of the report: a broken multipart login is a 400 in the request language, not a 500', async () => {
    const lines = {
      en: 'The request body is not valid form data.',
      ru: 'Тело запроса не является корректными данными формы.',
      fr: 'Le corps de la requête n’est pas un formulaire valide.',
    };
    for (const [locale, message] of Object.entries(lines)) {
      const reply = await send(backend, 'POST', '/api/base/login', {
        headers: { 'Content-Type': 'multipart/form-data', 'Accept-Language': locale },
        body: 'xx',
      });
      expect(reply.status, locale).toBe(400);
      expect(reply.json).toEqual({ message });
      expect(reply.headers.get('content-language')).toBe(locale);
    }
  });

  it('every route that takes a body answers 400 with a clear line to each unreadable body, never 500', async () => {
    const readers = new Set<string>();
    for (const route of routes) {
      for (const variant of malformed) {
        const headers: Record<string, string> = { 'Accept-Language': 'en', Authorization: `Bearer ${tokenForRoute(route.path)}`, Origin: TEST_ORIGIN };
        if (variant.type) headers['Content-Type'] = variant.type;
        const reply = await send(backend, route.method, concrete(route.path), { headers, body: variant.body });
        expect(reply.status, `${route.key}: ${variant.name}`).not.toBe(500);
        if (reply.status === 400) {
          expect(reply.json, `${route.key}: ${variant.name}`).toEqual({ message: variant.message });
          readers.add(route.key);
        }
      }
    }
    // The routes known to read a body all refused every variant above; the rest never read theirs.
    expect([...readers].sort()).toEqual([...BODY_READERS].sort());
  });

  it('readable but odd bodies are refused or accepted, never a 500', async () => {
    for (const route of routes) {
      for (const variant of odd) {
        const headers = { 'Accept-Language': 'en', Authorization: `Bearer ${tokenForRoute(route.path)}`, 'Content-Type': variant.type };
        const reply = await send(backend, route.method, concrete(route.path), { headers, body: variant.body });
        expect(reply.status, `${route.key}: ${variant.name}`).toBeLessThan(500);
      }
    }
  });

  it('without demo mode too (the /dev form is gone, the rest answers the same)', async () => {
    const { createProductionBackend } = await import('./security-kit');
    const production = createProductionBackend();
    for (const path of ['/api/base/login', '/api/iam/v1/auth/login', '/api/base/players', '/api/base/password/email', '/api/base/main/subscriptions']) {
      const reply = await send(production, 'POST', path, { headers: { 'Content-Type': 'multipart/form-data', 'Accept-Language': 'en' }, body: 'xx' });
      expect(reply.status, path).toBe(400);
    }
  });
});

describe('body size', () => {
  const bigJson = (bytes: number) => JSON.stringify({ email: 'player@quiz.test', password: 'x'.repeat(bytes) });

  it('refuses a body over 1 MiB with 413 in the request language, by its length or as it streams in', async () => {
    expect(BODY_LIMIT_BYTES).toBe(1024 * 1024);
    const body = bigJson(BODY_LIMIT_BYTES);
    const lines = {
      en: 'The request body must not be larger than 1024 kilobytes.',
      ru: 'Тело запроса не может быть больше 1024 Кб.',
      fr: 'Le corps de la requête ne doit pas dépasser 1024 kilo-octets.',
    };
    for (const [locale, message] of Object.entries(lines)) {
      const declared = await send(backend, 'POST', '/api/base/players', {
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'Accept-Language': locale },
        body,
      });
      expect(declared.status, locale).toBe(413);
      expect(declared.json).toEqual({ message });
    }
    const chunks = [body.slice(0, 600_000), body.slice(600_000)];
    const streamed = await send(backend, 'POST', '/api/base/main/subscriptions', {
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
    });
    expect(streamed.status).toBe(413);
    // Just under the limit is read (and refused on its merits).
    const fits = await send(backend, 'POST', '/api/base/players', {
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: bigJson(1000_000),
    });
    expect(fits.status).toBe(422);
  });

  it('lets a picture over 1 MiB through on the avatar route, which has its own limit', async () => {
    // A PNG signature and 1.5 MiB of padding: over the global limit, under the avatar's 2 MiB.
    const png = new Uint8Array(1_500_000);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const token = tokenFor(backend, backend.seed.userIds.player2);
    const reply = await send(backend, 'POST', '/api/base/players/me/avatar', { headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(reply.status).toBe(200);
    const tooBig = new FormData();
    tooBig.append('avatar', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const refused = await send(backend, 'POST', '/api/base/players/me/avatar', {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
      body: tooBig,
    });
    expect(refused.status).toBe(422);
    expect(refused.json?.errors?.avatar).toEqual(['The avatar must not be greater than 2048 kilobytes.']);
  });
});

describe('over a real socket', () => {
  let running: RunningBackend;
  beforeAll(async () => {
    running = await startBackend(testConfig({ BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1' }));
  });
  afterAll(() => running.close());

  it('a broken multipart body is a 400 and a 10 MB JSON a 413', async () => {
    const broken = await fetch(`${running.url}/api/base/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data', 'Accept-Language': 'en' },
      body: 'xx',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The request body is not valid form data.' });
    const huge = await fetch(`${running.url}/api/base/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ email: 'x@quiz.test', password: 'x'.repeat(10_000_000) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

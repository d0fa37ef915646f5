// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBackendConfig, REPO_ROOT } from '@/backend/config';
import { openDatabase } from '@/backend/db/database';
import { startBackend } from '@/backend/main';
import { demoAccounts, DEMO_PASSWORD } from '@/backend/seed/demo-accounts';
import { seedDatabase } from '@/backend/seed/seed';
import { createTestBackend, TEST_NOW, TEST_ORIGIN, testConfig } from '@/backend/testing/test-backend';
import { createProductionBackend, send } from './security-kit';

const CALLBACK = `${TEST_ORIGIN}/oauth/google`;
const tmp = mkdtempSync(join(tmpdir(), 'quiz-demo-mode-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs `tsx backend/main.ts` with only the given settings (a developer's .env cannot change them: set wins). */
function runBackendCli(env: Record<string, string>, untilOutput?: RegExp) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const settings: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DEMO_MODE: '',
      BACKEND_HOST: '',
      LOG_LEVEL: 'info',
      ...env,
    };
    const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['backend/main.ts'], { cwd: REPO_ROOT, env: settings });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (untilOutput?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the DEMO_MODE setting', () => {
  it('is on unless NODE_ENV=production, and DEMO_MODE (1/0/true/false) decides when given', () => {
    expect(loadBackendConfig({}).demoMode).toBe(true);
    expect(loadBackendConfig({ NODE_ENV: 'development' }).demoMode).toBe(true);
    expect(loadBackendConfig({ NODE_ENV: 'production' }).demoMode).toBe(false);
    for (const [value, expected] of [
      ['1', true],
      ['true', true],
      ['TRUE', true],
      ['0', false],
      ['false', false],
    ] as const) {
      expect(loadBackendConfig({ DEMO_MODE: value }).demoMode, value).toBe(expected);
    }
    expect(loadBackendConfig({ NODE_ENV: 'production', DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(loadBackendConfig({ NODE_ENV: 'development', DEMO_MODE: '0' }).demoMode).toBe(false);
    expect(() => loadBackendConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('listens on loopback by default in demo mode and on every interface without it', () => {
    expect(loadBackendConfig({}).host).toBe('localhost');
    expect(loadBackendConfig({ DEMO_MODE: '0' }).host).toBe('0.0.0.0');
  });
});

describe('without demo mode', () => {
  const devCalls: [string, string, BodyInit?][] = [
    ['GET', '/dev/mail'],
    ['GET', '/dev/mail.json'],
    ['GET', '/dev/mail/1'],
    ['GET', '/dev/users.json?email=player%40quiz.test'],
    ['GET', `/dev/oauth/google/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}&state=s`],
    ['POST', '/dev/oauth/google/authorize', new URLSearchParams({ redirect_uri: CALLBACK, decision: 'allow', name: 'X', email: 'expert@quiz.test' })],
    ['GET', '/dev/support'],
    ['GET', '/dev/support.json'],
    ['POST', '/dev/registrations/expire-holds', new URLSearchParams({ email: 'player@quiz.test' })],
    ['GET', '/dev/third-party/analytics.js'],
    ['POST', '/dev/invites/expire', new URLSearchParams({ token: 'A'.repeat(43) })],
  ];

  it('answers 404 on every /dev page (which demo mode serves)', async () => {
    const demo = createTestBackend();
    // A letter in the outbox, so /dev/mail/1 exists in demo mode.
    await send(demo, 'POST', '/api/base/password/email', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'player@quiz.test' }),
    });
    const production = createProductionBackend();
    for (const [method, path, body] of devCalls) {
      const served = await send(demo, method, path, { body });
      expect([200, 303], `${method} ${path} in demo mode`).toContain(served.status);
      const refused = await send(production, method, path, { body, headers: { 'Accept-Language': 'en' } });
      expect(refused.status, `${method} ${path}`).toBe(404);
      expect(refused.json).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 404 on the demo set-up routes (seed, games, teams, experts, chat, sessions, fixtures) and changes nothing', async () => {
    const demo = createTestBackend();
    const production = createProductionBackend();
    const json = (body: unknown) => ({ headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' }, body: JSON.stringify(body) });
    const login = await send(demo, 'POST', '/api/base/login', json({ email: 'player@quiz.test', password: DEMO_PASSWORD }));
    const token = (login.json as { access_token: string }).access_token;
    const games = (backend: typeof production) => (backend.db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
    const before = games(production);
    // In order, each from what the one before made in demo mode: [method, path, body, demo mode's status].
    const steps: [string, (ids: { game: number; team: number }) => string, (ids: { game: number; team: number }) => unknown, number][] = [
      ['GET', () => '/dev/games/live.json?country=FR', () => undefined, 200],
      ['GET', () => '/dev/seed/showcase-games.json', () => undefined, 200],
      ['POST', () => '/dev/games', () => ({ city: 'Paris', name: 'Set-up', startsAt: TEST_NOW.getTime() + 3_600_000 }), 201],
      ['POST', ({ game }) => `/dev/games/${game}/teams`, () => ({ email: 'set-up@quiz.test', name: 'Set Up', team: 'Set-up' }), 200],
      ['POST', ({ game }) => `/dev/games/${game}/experts`, () => ({ email: 'set-up-expert@quiz.test', name: 'Set Up', role: 'host' }), 200],
      ['POST', ({ game }) => `/dev/games/${game}/chat/reset`, ({ team }) => ({ participantId: team, texts: ['earlier'] }), 200],
      ['POST', ({ game }) => `/dev/games/${game}/reset`, () => ({ started: false }), 204],
      ['DELETE', ({ game }) => `/dev/games/${game}`, () => undefined, 204],
      ['POST', () => '/dev/sessions/expire-access', () => ({ token }), 204],
      ['POST', () => '/dev/fixtures/expert-console', () => ({}), 200],
    ];
    const ids = { game: 0, team: 0 };
    for (const [method, pathOf, bodyOf, status] of steps) {
      const path = pathOf(ids);
      const body = bodyOf(ids);
      const options = body === undefined ? { headers: { 'Accept-Language': 'en' } } : json(body);
      const served = await send(demo, method, path, options);
      expect(served.status, `${method} ${path} in demo mode`).toBe(status);
      const made = (served.json as { data?: { id?: number; participantId?: number } } | null)?.data;
      if (method === 'POST' && path === '/dev/games') ids.game = made!.id!;
      if (made?.participantId) ids.team = made.participantId;
      const refused = await send(production, method, path, options);
      expect(refused.status, `${method} ${path}`).toBe(404);
      expect(refused.json).toEqual({ message: 'Not Found' });
    }
    expect(games(production)).toBe(before);
  });

  it('seeds games and cities but no account: the demo password opens nothing', async () => {
    const backend = createProductionBackend();
    const count = (sql: string) => (backend.db.prepare(sql).get() as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM games')).toBeGreaterThanOrEqual(60);
    expect(count('SELECT COUNT(*) AS n FROM cities')).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS n FROM users')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM team_members')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM teams WHERE captain_user_id IS NOT NULL')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM participants WHERE registered_by_user_id IS NOT NULL')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM game_experts')).toBe(0);
    expect(count("SELECT COUNT(*) AS n FROM teams WHERE name = 'Эрудиты'")).toBe(0);
    for (const account of demoAccounts) {
      for (const path of ['/api/base/login', '/api/iam/v1/auth/login']) {
        const reply = await send(backend, 'POST', path, {
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
          body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
        });
        expect(reply.status, `${account.email} on ${path}`).toBe(422);
        expect(reply.json?.errors?.email).toEqual(['These credentials do not match our records.']);
      }
    }
  });

  it('refuses to start on a database seeded in demo mode (its demo accounts open with the published password)', async () => {
    const databasePath = join(tmp, 'seeded-in-demo.sqlite');
    const db = openDatabase(databasePath);
    seedDatabase(db, TEST_NOW);
    db.close();
    const config = testConfig({ DEMO_MODE: '0', DATABASE_PATH: databasePath, BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1' });
    await expect(startBackend(config)).rejects.toThrow(/demo accounts .*player@quiz\.test.*expert@quiz\.test.*DEMO_MODE/s);
  });

  it('answers "provider not configured" for a provider without an app, in the request language', async () => {
    const backend = createProductionBackend();
    const lines = {
      en: 'Sign-in with Google is not configured on this server.',
      ru: 'Вход через Google на этом сервере не настроен.',
      fr: 'La connexion avec Google n’est pas configurée sur ce serveur.',
    };
    for (const [locale, line] of Object.entries(lines)) {
      const link = await send(backend, 'GET', `/api/base/players/oauth/google/link?url=${encodeURIComponent(CALLBACK)}&state=s`, {
        headers: { 'Accept-Language': locale },
      });
      expect(link.status, locale).toBe(422);
      expect(link.json).toEqual({ message: line, errors: { provider: [line] } });
      const login = await send(backend, 'POST', '/api/base/players/oauth/google', {
        headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
        body: JSON.stringify({ code: 'forged', url: CALLBACK }),
      });
      expect(login.status, locale).toBe(422);
      expect(login.json?.message).toBe(line);
    }
    const vk = await send(backend, 'GET', `/api/base/players/oauth/vkontakte/link?url=${encodeURIComponent(CALLBACK)}`, {
      headers: { 'Accept-Language': 'en' },
    });
    expect(vk.json?.message).toBe('Sign-in with VK is not configured on this server.');
  });

  it('sends a provider with a configured app to the provider', async () => {
    const backend = createProductionBackend({ OAUTH_GOOGLE_CLIENT_ID: 'id-1', OAUTH_GOOGLE_CLIENT_SECRET: 'secret-1' });
    const link = await send(backend, 'GET', `/api/base/players/oauth/google/link?url=${encodeURIComponent(CALLBACK)}&state=s`);
    expect(link.status).toBe(200);
    expect(new URL((link.json?.data as { url: string }).url).origin).toBe('https://accounts.google.com');
  });
});

describe('demo mode listens on loopback only', () => {
  it('refuses another address when the settings are read, naming what to change', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'quiz.example.com', '::ffff:10.0.0.1']) {
      let message = '';
      try {
        loadBackendConfig({ BACKEND_HOST: host });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, host).toContain(`BACKEND_HOST: "${host}" is not a loopback address`);
      expect(message, host).toContain('DEMO_MODE=0');
      expect(message, host).toContain('BACKEND_HOST=127.0.0.1');
    }
    for (const host of ['localhost', '127.0.0.1', '127.0.0.2', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(loadBackendConfig({ BACKEND_HOST: host }).host, host).toBe(host);
    }
    expect(loadBackendConfig({ DEMO_MODE: '0', BACKEND_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses to start a demo-mode config built in code for a public address', async () => {
    const config = { ...testConfig({ BACKEND_PORT: '0' }), host: '0.0.0.0' };
    await expect(startBackend(config)).rejects.toThrow(/BACKEND_HOST: "0.0.0.0" is not a loopback address/);
  });

  it('serves 127.0.0.1 and ::1 (localhost either way) and nothing else', async () => {
    const backend = await startBackend(testConfig({ BACKEND_PORT: '0' }));
    try {
      expect(backend.addresses[0]).toBe('127.0.0.1');
      expect(backend.addresses.every((address) => address === '127.0.0.1' || address === '::1')).toBe(true);
      const reachable = ['localhost', '127.0.0.1', ...(backend.addresses.includes('::1') ? ['[::1]'] : [])];
      for (const host of reachable) {
        const reply = await fetch(`http://${host}:${backend.port}/health`);
        expect(reply.status, host).toBe(200);
      }
      // Every other address of this machine refuses the connection.
      const others = Object.values(networkInterfaces())
        .flat()
        .filter((entry) => entry !== undefined && !entry.internal)
        .map((entry) => entry!.address);
      for (const address of others) {
        const error = await new Promise<string>((resolve) => {
          const host = address.includes(':') ? address.split('%')[0]! : address;
          const req = httpRequest({ host, port: backend.port, path: '/health', timeout: 2000, family: address.includes(':') ? 6 : 4 }, () =>
            resolve('answered'),
          );
          req.on('error', (problem: NodeJS.ErrnoException) => resolve(problem.code ?? 'error'));
          req.on('timeout', () => {
            req.destroy();
            resolve('timeout');
          });
          req.end();
        });
        expect(error, address).not.toBe('answered');
      }
    } finally {
      await backend.close();
    }
  });

  it('stops at start on a public address, naming the settings', async () => {
    const { code, output } = await runBackendCli({ BACKEND_HOST: '0.0.0.0', BACKEND_PORT: '0', DATABASE_PATH: ':memory:' });
    expect(code).toBe(1);
    expect(output).toContain('BACKEND_HOST: "0.0.0.0" is not a loopback address');
    expect(output).toContain('DEMO_MODE=0');
    expect(output).not.toContain('listening');
  }, 60_000);

  it('says at start that it listens on loopback only', async () => {
    const { output } = await runBackendCli({ BACKEND_PORT: '0', DATABASE_PATH: join(tmp, 'cli-demo.sqlite') }, /reference backend listening on/);
    expect(output).toMatch(/demo mode: listening on loopback only \(127\.0\.0\.1:\d+(, \[::1\]:\d+)?\)/);
  }, 60_000);
});

describe('demo pages cannot be framed', () => {
  it("sends X-Frame-Options: DENY and frame-ancestors 'none' on the outbox and consent pages", async () => {
    const backend = createTestBackend();
    await send(backend, 'POST', '/api/base/password/email', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'player@quiz.test' }),
    });
    const pages: [string, string, BodyInit?][] = [
      ['GET', '/dev/mail'],
      ['GET', '/dev/mail/1'],
      ['GET', '/dev/mail.json'],
      ['GET', '/dev/users.json?email=player%40quiz.test'],
      ['GET', `/dev/oauth/google/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}&state=s`],
      ['GET', '/dev/oauth/google/authorize?redirect_uri=https%3A%2F%2Fevil.example%2F'],
      ['POST', '/dev/oauth/google/authorize', new URLSearchParams({ redirect_uri: CALLBACK, decision: 'allow', name: '', email: 'bad' })],
      ['GET', '/dev/support'],
      ['GET', '/dev/support.json'],
    ];
    for (const [method, path, body] of pages) {
      const reply = await send(backend, method, path, { body });
      expect(reply.status, path).toBeLessThan(500);
      expect(reply.headers.get('x-frame-options'), path).toBe('DENY');
      const policy = reply.headers.get('content-security-policy') ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("default-src 'none'");
    }
    // Only the /dev pages: the API's JSON is not a page.
    expect((await send(backend, 'GET', '/api/base/main/cities/all')).headers.get('x-frame-options')).toBeNull();
  });

  it("lets only the web app frame the test provider's 3-D Secure page (the payment widget shows it in a frame)", async () => {
    const backend = createTestBackend();
    const reply = await send(backend, 'GET', '/dev/payments/3ds/1');
    expect(reply.status).toBeLessThan(500);
    expect(reply.headers.get('x-frame-options')).toBeNull();
    const policy = reply.headers.get('content-security-policy') ?? '';
    // The test backend's web origin (WEB_ORIGINS), nobody else.
    expect(policy).toContain('frame-ancestors http://localhost:3000;');
    expect(policy).toContain("default-src 'none'");
  });

  it('still completes the consent flow (the form may post back to the web app)', async () => {
    const backend = createTestBackend();
    const page = await send(backend, 'POST', '/dev/oauth/google/authorize', {
      body: new URLSearchParams({ redirect_uri: CALLBACK, state: 's', decision: 'allow', name: 'Ann', email: 'ann@quiz.test' }),
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${TEST_ORIGIN}`);
  });
});

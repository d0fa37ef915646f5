// @vitest-environment node
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '@/backend/main';
import { testConfig } from '@/backend/testing/test-backend';
import { tokenReplySchema } from '@/contract/schemas/auth';
import { demoParticipantId, loginToken } from '@/tests/realtime/live-backend-kit';
import { formatReport } from './format-report';
import { runProbe } from './probe';

const run = promisify(execFile);

/** A platform whose games list is wrong in four ways; cities are right, everything else is a 404. */
const brokenGame = {
  id: 7,
  name: 42, // wrong type
  description: null,
  image: null,
  registrationAt: null,
  // playedAt missing
  price: 'free', // the front end would read it as 0
  currency: 'RUB',
  type: 'classic',
  topic: null,
  feedbackUrl: null,
  cityId: 1,
  status: 'registration',
  appearance: null,
  registrationAllowed: true,
  participantsCount: 3,
  maxParticipants: 24,
  isFewPlaces: false,
  surprise: true, // not in the contract
};

function startBrokenPlatform(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stub').pathname;
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET') return reply(405, { message: 'writes are not expected' });
    if (path === '/api/base/main/games') return reply(200, { count: 2, items: [brokenGame, brokenGame] });
    if (path === '/api/base/main/cities/all') return reply(200, { data: [{ id: 1, name: 'Москва', timezone: 'Europe/Moscow', country: 'RU' }] });
    return reply(404, { message: 'Not Found' });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

let backend: RunningBackend;
let broken: { server: Server; url: string };

beforeAll(async () => {
  backend = await startBackend(testConfig({ BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1' }));
  broken = await startBrokenPlatform();
});
afterAll(async () => {
  await backend.close();
  await new Promise((resolve) => broken.server.close(resolve));
});

async function expertLogin(target: RunningBackend = backend): Promise<string> {
  const response = await fetch(`${target.url}/api/iam/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'expert@quiz.test', password: 'demo12345' }),
  });
  return tokenReplySchema.parse(await response.json()).access_token;
}

describe('the API probe', () => {
  it('parses every read-only reply of the reference backend, without writing anything', async () => {
    const participant = demoParticipantId(backend);
    const expertGame = (backend.db.prepare('SELECT game_id FROM participants WHERE id = ?').get(participant) as { game_id: number }).game_id;
    const counts = () => backend.db.prepare('SELECT (SELECT COUNT(*) FROM participants) AS p, (SELECT COUNT(*) FROM promo_redemptions) AS r').get();
    const before = counts();

    const report = await runProbe({ base: backend.url, token: await loginToken(backend), participant, expertGame, expertToken: await expertLogin() });

    expect(report.results.filter((result) => result.outcome !== 'parsed')).toEqual([]);
    expect(report.results.flatMap((result) => result.differences)).toEqual([]);
    expect(report.summary).toEqual({ parsed: 15, failed: 0, skipped: 0 });
    expect(report.exitCode).toBe(0);
    expect(report.results.map((result) => result.name)).toEqual(
      expect.arrayContaining([
        'games list',
        'one game: its teams',
        'cities',
        'location guess',
        'check-promo (dummy code)',
        'players/me',
        'users/me',
        'participant status',
        'chat status',
      ]),
    );
    expect(counts()).toEqual(before);
  });

  it('calls nothing beyond the spec: every call parses against the backend with SPEC_ONLY too', async () => {
    const specOnly = await startBackend(testConfig({ BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1', SPEC_ONLY: '1' }));
    try {
      const participant = demoParticipantId(specOnly);
      const expertGame = (specOnly.db.prepare('SELECT game_id FROM participants WHERE id = ?').get(participant) as { game_id: number }).game_id;
      const report = await runProbe({
        base: specOnly.url,
        token: await loginToken(specOnly),
        participant,
        expertGame,
        expertToken: await expertLogin(specOnly),
      });
      expect(report.results.filter((result) => result.outcome !== 'parsed')).toEqual([]);
      expect(report.exitCode).toBe(0);
    } finally {
      await specOnly.close();
    }
  });

  it('skips the calls that need a token or an id it was not given, and still exits 0', async () => {
    const report = await runProbe({ base: backend.url });
    expect(report.summary).toEqual({ parsed: 5, failed: 0, skipped: 10 });
    expect(report.results.find((result) => result.name === 'players/me')).toMatchObject({ outcome: 'skipped', reason: 'needs --token', url: null });
    expect(report.exitCode).toBe(0);
  });

  it('names each differing field of a broken reply and exits 1', async () => {
    const report = await runProbe({ base: broken.url });
    const games = report.results.find((result) => result.name === 'games list')!;
    expect(games).toMatchObject({ outcome: 'failed', status: 200, url: `${broken.url}/api/base/main/games` });
    expect(games.differences).toEqual(
      expect.arrayContaining([
        { kind: 'wrong type', path: 'items[].name', detail: 'expected string, got integer', count: 2 },
        { kind: 'missing', path: 'items[].playedAt', detail: 'expected object', count: 2 },
        { kind: 'extra', path: 'items[].surprise', detail: 'not in the contract (boolean)', count: 2 },
        expect.objectContaining({ kind: 'fallback', path: 'items[].price', count: 2 }),
      ]),
    );
    expect(report.results.find((result) => result.name === 'cities')).toMatchObject({ outcome: 'parsed' });
    expect(report.results.find((result) => result.name === 'one game: its teams')).toMatchObject({
      outcome: 'failed',
      status: 404,
      url: `${broken.url}/api/base/main/games/7/participants`,
    });
    expect(report.exitCode).toBe(1);
    const text = formatReport(report);
    expect(text).toMatch(/^games list +200 +FAIL +http:\/\/127\.0\.0\.1:\d+\/api\/base\/main\/games$/m);
    expect(text).toMatch(/^ +wrong type +items\[\]\.name: expected string, got integer \(x2\)$/m);
  });

  it('as a command: aligned text or --json, and the exit code says whether everything parsed', async () => {
    const command = (args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/probe-api.ts', ...args], { cwd: process.cwd() }).then(
        (done) => ({ code: 0, stdout: done.stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const failing = await command(['--base', broken.url, '--json']);
    expect(failing.code).toBe(1);
    const report = JSON.parse(failing.stdout) as { exitCode: number; summary: { failed: number } };
    expect(report).toMatchObject({ exitCode: 1 });
    expect(report.summary.failed).toBeGreaterThan(0);

    const passing = await command(['--base', backend.url]);
    expect(passing.code).toBe(0);
    expect(passing.stdout).toContain('5 parsed, 0 failed, 10 skipped');

    expect((await command(['--token', 'x'])).code).toBe(2);
  }, 30_000);
});

// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadBackendConfig } from '@/backend/config';
import { startBackend } from '@/backend/main';
import { createTestBackend, TEST_ORIGIN, testConfig } from '@/backend/testing/test-backend';
import { send, tokenFor } from './security-kit';

const CALLBACK = `${TEST_ORIGIN}/oauth/google`;
const FORGED = { 'X-Forwarded-Host': 'evil.test', 'X-Forwarded-Proto': 'https', Forwarded: 'host=evil.test;proto=https' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function avatarForm() {
  const form = new FormData();
  form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
  return form;
}

describe('addresses the backend writes come from its configured public origins', () => {
  it('BACKEND_PUBLIC_ORIGIN: a bare origin, by default http://localhost:<BACKEND_PORT>', () => {
    expect(loadBackendConfig({}).publicOrigin).toBe('http://localhost:4000');
    expect(loadBackendConfig({ BACKEND_PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
    expect(loadBackendConfig({ BACKEND_PUBLIC_ORIGIN: 'https://api.quiz.example' }).publicOrigin).toBe('https://api.quiz.example');
    expect(() => loadBackendConfig({ BACKEND_PUBLIC_ORIGIN: 'https://api.quiz.example/base' })).toThrow(/BACKEND_PUBLIC_ORIGIN/);
  });

  it('avatar URLs ignore a forged Host header', async () => {
    for (const [overrides, origin] of [
      [{}, 'http://localhost:4000'],
      [{ BACKEND_PUBLIC_ORIGIN: 'https://api.quiz.example' }, 'https://api.quiz.example'],
    ] as const) {
      const backend = createTestBackend(overrides);
      const token = tokenFor(backend, backend.seed.userIds.player);
      const reply = await send(backend, 'POST', 'http://evil.test/api/base/players/me/avatar', {
        headers: { Authorization: `Bearer ${token}`, ...FORGED },
        body: avatarForm(),
      });
      expect(reply.status).toBe(200);
      const url = (reply.json?.data as { avatar_url: string }).avatar_url;
      expect(new URL(url).origin).toBe(origin);
      // What everyone else sees later carries the same address.
      const me = await send(backend, 'GET', '/api/base/players/me', { headers: { Authorization: `Bearer ${token}` } });
      expect((me.json?.data as { avatar_url: string }).avatar_url).toBe(url);
    }
  });

  it('the local OAuth link ignores a forged Host header', async () => {
    const backend = createTestBackend({ BACKEND_PUBLIC_ORIGIN: 'http://127.0.0.1:4000' });
    const reply = await send(backend, 'GET', `http://evil.test/api/base/players/oauth/google/link?url=${encodeURIComponent(CALLBACK)}&state=s`, {
      headers: FORGED,
    });
    expect(reply.status).toBe(200);
    const url = new URL((reply.json?.data as { url: string }).url);
    expect(url.origin).toBe('http://127.0.0.1:4000');
    expect(url.pathname).toBe('/dev/oauth/google/authorize');
  });

  it('links in letters open the configured web origin whatever the request says', async () => {
    const backend = createTestBackend();
    await send(backend, 'POST', 'http://evil.test/api/base/password/email', {
      headers: { 'Content-Type': 'application/json', Origin: 'http://evil.test', Referer: 'http://evil.test/', ...FORGED },
      body: JSON.stringify({ email: 'player@quiz.test' }),
    });
    const letters = await send(backend, 'GET', '/dev/mail.json?to=player%40quiz.test');
    const [letter] = (letters.json?.data as { html: string; text: string }[]) ?? [];
    expect(letter?.text).toContain(`${TEST_ORIGIN}/password/reset/`);
    expect(`${letter?.html}${letter?.text}`).not.toContain('evil.test');
  });

  it('on a real socket with a port picked at start, the address carries that port, not the Host header', async () => {
    const backend = await startBackend(testConfig({ BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1' }));
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: backend.port,
            path: `/api/base/players/oauth/google/link?url=${encodeURIComponent(CALLBACK)}`,
            headers: { Host: 'evil.test:666', ...FORGED },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve(text));
          },
        );
        req.on('error', reject);
        req.end();
      });
      const url = new URL((JSON.parse(body) as { data: { url: string } }).data.url);
      expect(url.origin).toBe(`http://localhost:${backend.port}`);
    } finally {
      await backend.close();
    }
  });
});

describe('response headers', () => {
  it('every reply says nosniff: JSON, errors, preflights, pages and pictures', async () => {
    const backend = createTestBackend();
    const token = tokenFor(backend, backend.seed.userIds.player);
    const avatar = await send(backend, 'POST', '/api/base/players/me/avatar', { headers: { Authorization: `Bearer ${token}` }, body: avatarForm() });
    const picture = new URL((avatar.json?.data as { avatar_url: string }).avatar_url).pathname;
    const replies = [
      await send(backend, 'GET', '/api/base/main/cities/all'),
      await send(backend, 'GET', '/nope'),
      await send(backend, 'GET', '/api/iam/v1/users/me'),
      await send(backend, 'POST', '/api/base/login', { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      await send(backend, 'POST', '/api/base/login', { headers: { 'Content-Type': 'application/json' }, body: '{' }),
      await send(backend, 'OPTIONS', '/api/base/login', { headers: { Origin: TEST_ORIGIN, 'Access-Control-Request-Method': 'POST' } }),
      await send(backend, 'GET', '/dev/mail'),
      await send(backend, 'GET', picture),
    ];
    for (const reply of replies) expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('replies with personal data or tokens are no-store; public catalogue reads stay cacheable', async () => {
    const backend = createTestBackend();
    const player = tokenFor(backend, backend.seed.userIds.player);
    const expert = tokenFor(backend, backend.seed.userIds.expert);
    const participant = (
      backend.db.prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?').get(backend.seed.liveGameId, backend.seed.demoTeamId) as {
        id: number;
      }
    ).id;
    const json = { 'Content-Type': 'application/json' };
    const login = await send(backend, 'POST', '/api/base/login', {
      headers: json,
      body: JSON.stringify({ email: 'player2@quiz.test', password: 'demo12345' }),
    });
    expect(login.status).toBe(200);
    const refreshToken = (login.json as { refresh_token: string }).refresh_token;
    const personal = {
      'player login (tokens)': login,
      'staff login (tokens)': await send(backend, 'POST', '/api/iam/v1/auth/login', {
        headers: json,
        body: JSON.stringify({ email: 'expert@quiz.test', password: 'demo12345' }),
      }),
      refresh: await send(backend, 'POST', '/api/iam/v1/auth/refresh', { headers: { 'X-Refresh-Token': refreshToken } }),
      'players/me': await send(backend, 'GET', '/api/base/players/me', { headers: { Authorization: `Bearer ${player}` } }),
      'users/me': await send(backend, 'GET', '/api/iam/v1/users/me', { headers: { Authorization: `Bearer ${player}` } }),
      'participants/mine': await send(backend, 'GET', '/api/live/v1/participants/mine', { headers: { Authorization: `Bearer ${player}` } }),
      'participant status': await send(backend, 'GET', `/api/live/v1/participants/${participant}/status`, { headers: { Authorization: `Bearer ${player}` } }),
      'expert games': await send(backend, 'GET', '/api/live/v1/experts/games', { headers: { Authorization: `Bearer ${expert}` } }),
      'games with a bearer (isRegistered)': await send(backend, 'GET', '/api/base/main/games', { headers: { Authorization: `Bearer ${player}` } }),
      'dev users.json': await send(backend, 'GET', '/dev/users.json?email=player%40quiz.test'),
      'dev mail.json': await send(backend, 'GET', '/dev/mail.json'),
      'dev outbox page': await send(backend, 'GET', '/dev/mail'),
      'a 401': await send(backend, 'GET', '/api/base/players/me'),
    };
    for (const [name, reply] of Object.entries(personal)) {
      expect(reply.status, name).toBeLessThan(500);
      expect(reply.headers.get('cache-control'), name).toBe('no-store');
    }
    for (const path of ['/api/base/main/cities/all', '/api/base/main/games', `/api/base/main/games/${backend.seed.liveGameId}/participants`, '/health']) {
      const reply = await send(backend, 'GET', path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('cache-control') ?? '', path).not.toContain('no-store');
    }
  });
});

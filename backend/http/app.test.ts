// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, createTestBackend, TEST_ORIGIN } from '../testing/test-backend';

describe('app', () => {
  it('answers /health', async () => {
    const backend = createTestBackend();
    expect(await call(backend, 'GET', '/health')).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('unknown routes (and families not built yet) give a JSON 404 in the request language', async () => {
    const backend = createTestBackend();
    for (const path of ['/nope', '/api/base/main/unknown', '/api/chats/v1/unknown-route']) {
      const english = await call(backend, 'GET', path, { headers: { 'Accept-Language': 'en' } });
      expect(english).toMatchObject({ status: 404, body: { message: 'Not Found' } });
      expect(english.headers.get('content-language')).toBe('en');
      expect(english.headers.get('vary')).toMatch(/accept-language/i);
      expect(await call(backend, 'GET', path)).toMatchObject({ status: 404, body: { message: 'Не найдено' } });
      const french = await call(backend, 'GET', path, { headers: { 'Accept-Language': 'fr' } });
      expect(french).toMatchObject({ status: 404, body: { message: 'Non trouvé' } });
    }
  });

  it('thrown errors give 500 "Server Error" without details', async () => {
    const backend = createTestBackend();
    backend.db.close();
    const reply = await call(backend, 'GET', '/api/base/main/games', { headers: { 'Accept-Language': 'en' } });
    expect(reply).toMatchObject({ status: 500, body: { message: 'Server Error' } });
    const russian = await call(backend, 'GET', '/api/base/main/games');
    expect(russian).toMatchObject({ status: 500, body: { message: 'Ошибка сервера' } });
    expect(JSON.stringify(reply.body)).not.toMatch(/database|stack|at /i);
  });

  it('CORS: allows the configured origin with credentials, not others', async () => {
    const backend = createTestBackend();
    const preflight = await backend.app.request('/api/iam/v1/auth/refresh', {
      method: 'OPTIONS',
      headers: {
        Origin: TEST_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-refresh-token,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-refresh-token');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');

    const simple = await call(backend, 'GET', '/api/base/main/cities/all', { headers: { Origin: TEST_ORIGIN } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);

    for (const origin of ['http://evil.test', 'http://localhost:3001']) {
      const foreign = await call(backend, 'GET', '/api/base/main/cities/all', { headers: { Origin: origin } });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const foreignPreflight = await backend.app.request('/api/base/login', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, createTestBackend, TEST_ORIGIN } from '../testing/test-backend';

describe('app', () => {
  it('answers /health', async () => {
    const backend = createTestBackend();
    expect(await call(backend, 'GET', '/health')).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('unknown routes (and families not built yet) give a JSON 404', async () => {
    const backend = createTestBackend();
    for (const path of ['/nope', '/api/base/main/unknown', '/api/live/v1/participants/1/status']) {
      expect(await call(backend, 'GET', path)).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    }
  });

  it('thrown errors give 500 "Server Error" without details', async () => {
    const backend = createTestBackend();
    backend.db.close();
    const reply = await call(backend, 'GET', '/api/base/main/games');
    expect(reply).toMatchObject({ status: 500, body: { message: 'Server Error' } });
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

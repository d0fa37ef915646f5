// @vitest-environment node
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBackendConfig, REPO_ROOT } from './config';

describe('loadBackendConfig', () => {
  it('has defaults for everything', () => {
    const config = loadBackendConfig({});
    expect(config).toEqual({
      demoMode: true,
      specOnly: false,
      port: 4000,
      host: 'localhost',
      publicOrigin: 'http://localhost:4000',
      databasePath: join(REPO_ROOT, '.data/quiz.sqlite'),
      webOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 5 * 24 * 3600,
      refreshReuseGraceSeconds: 30,
      sessionAbsoluteTtlSeconds: 30 * 24 * 3600,
      logLevel: 'info',
      webOrigin: 'http://localhost:3000',
      oauth: { google: null, vkontakte: null },
      pusherApp: { key: 'quiz-local', secret: expect.stringMatching(/^[0-9a-f]{64}$/) },
      inviteSealSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      trustedProxies: ['127.0.0.0/8', '::1'],
      addressLimitScale: 1,
      payments: {
        publicId: 'test_api_00000000000000000000001',
        apiSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
        testTimeoutMs: 30_000,
        testConfirmDelayMs: { min: 5000, max: 20_000 },
      },
      defaultCityId: null,
      salesEmail: 'sales@quiz.test',
    });
    // Without a configured secret every start makes its own.
    expect(loadBackendConfig({}).pusherApp.secret).not.toBe(config.pusherApp.secret);
    expect(loadBackendConfig({ REALTIME_APP_KEY: 'k', REALTIME_APP_SECRET: 's'.repeat(16) }).pusherApp).toEqual({ key: 'k', secret: 's'.repeat(16) });
  });

  it('reads the spec-only switch (off unless SPEC_ONLY is 1 or true)', () => {
    expect(loadBackendConfig({ SPEC_ONLY: '1' }).specOnly).toBe(true);
    expect(loadBackendConfig({ SPEC_ONLY: 'true' }).specOnly).toBe(true);
    expect(loadBackendConfig({ SPEC_ONLY: '0' }).specOnly).toBe(false);
    expect(() => loadBackendConfig({ SPEC_ONLY: 'yes' })).toThrow(/SPEC_ONLY: must be 1, 0, true or false/);
  });

  it('derives the default origins from the web port and reads overrides', () => {
    expect(loadBackendConfig({ PORT: '3100' }).webOrigins).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100']);
    const config = loadBackendConfig({
      BACKEND_PORT: '0',
      DATABASE_PATH: '/tmp/x.sqlite',
      WEB_ORIGINS: 'https://quiz.example, http://localhost:5000',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      LOG_LEVEL: 'silent',
    });
    expect(config.port).toBe(0);
    expect(config.databasePath).toBe('/tmp/x.sqlite');
    expect(config.webOrigins).toEqual(['https://quiz.example', 'http://localhost:5000']);
    expect(config.accessTokenTtlSeconds).toBe(60);
    expect(loadBackendConfig({ REFRESH_REUSE_GRACE_SECONDS: '0' }).refreshReuseGraceSeconds).toBe(0);
    expect(loadBackendConfig({ REFRESH_REUSE_GRACE_SECONDS: '120' }).refreshReuseGraceSeconds).toBe(120);
    expect(loadBackendConfig({ DATABASE_PATH: ':memory:' }).databasePath).toBe(':memory:');
    expect(isAbsolute(loadBackendConfig({ DATABASE_PATH: 'tmp/db.sqlite' }).databasePath)).toBe(true);
  });

  it('reads the payment settings', () => {
    const payments = loadBackendConfig({
      PAYMENT_PUBLIC_ID: 'pk_live',
      PAYMENT_API_SECRET: 'x'.repeat(32),
      PAYMENT_TEST_CONFIRM_DELAY_MS: '100-200',
      DEFAULT_CITY_ID: '7',
    });
    expect(payments.payments).toMatchObject({ publicId: 'pk_live', apiSecret: 'x'.repeat(32), testConfirmDelayMs: { min: 100, max: 200 } });
    expect(payments.defaultCityId).toBe(7);
    expect(loadBackendConfig({}).payments.apiSecret).not.toBe(loadBackendConfig({}).payments.apiSecret);
    expect(() => loadBackendConfig({ PAYMENT_TEST_CONFIRM_DELAY_MS: '300-200' })).toThrow(/PAYMENT_TEST_CONFIRM_DELAY_MS/);
  });

  it('trusts X-Forwarded-For from loopback in demo mode, from no one without it, else from the proxies listed', () => {
    expect(loadBackendConfig({ DEMO_MODE: '0' }).trustedProxies).toEqual([]);
    expect(loadBackendConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(loadBackendConfig({ DEMO_MODE: '0', TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', '::1/abc']) {
      expect(() => loadBackendConfig({ TRUSTED_PROXIES: bad })).toThrow(`TRUSTED_PROXIES: "${bad}"`);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadBackendConfig({ BACKEND_PORT: '', WEB_ORIGINS: '' }).port).toBe(4000);
  });

  it('lists every problem in one readable error', () => {
    let message = '';
    try {
      loadBackendConfig({
        BACKEND_PORT: 'abc',
        LOG_LEVEL: 'loud',
        WEB_ORIGINS: 'localhost:3000',
        ACCESS_TOKEN_TTL_SECONDS: '-5',
        REFRESH_REUSE_GRACE_SECONDS: '1.5',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid backend configuration:/);
    expect(message).toContain('BACKEND_PORT');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('ACCESS_TOKEN_TTL_SECONDS');
    expect(message).toContain('REFRESH_REUSE_GRACE_SECONDS');
    for (const bad of ['-1', '301', 'soon']) {
      expect(() => loadBackendConfig({ REFRESH_REUSE_GRACE_SECONDS: bad })).toThrow(/REFRESH_REUSE_GRACE_SECONDS/);
    }
    expect(message).toContain('WEB_ORIGINS: "localhost:3000"');
  });
});

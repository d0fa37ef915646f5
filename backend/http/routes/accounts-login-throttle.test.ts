// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { callFrom, EN } from './accounts-test-kit';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});

describe.each([
  ['player login', '/api/base/login', 'player@quiz.test'],
  ['staff login', '/api/iam/v1/auth/login', 'expert@quiz.test'],
])('%s throttle', (_, path, email) => {
  const attempt = (password: string, address = '10.0.0.1', who = email) => callFrom(backend, address, 'POST', path, { email: who, password }, EN);

  it('after 5 failures a minute even the right password gets 429 until the window passes', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(422);
    const refused = await attempt('demo12345');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body).toMatchObject({
      message: 'Too many login attempts. Please try again in 60 seconds.',
      errors: { email: ['Too many login attempts. Please try again in 60 seconds.'] },
      retry_after: 60,
    });
    // The key is e-mail and address: the same person elsewhere, or another e-mail here, is not affected.
    expect((await attempt('demo12345', '10.0.0.2')).status).toBe(200);
    expect((await attempt('demo12345', '10.0.0.1', 'player2@quiz.test')).status).not.toBe(429);
    backend.clock.now += 60_001;
    expect((await attempt('demo12345')).status).toBe(200);
  });

  it('a successful login clears the failures', async () => {
    for (let i = 0; i < 4; i++) await attempt('wrong');
    expect((await attempt('demo12345')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(422);
    expect((await attempt('demo12345')).status).toBe(200);
  });
});

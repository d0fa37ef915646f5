// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { endpoints } from '@/contract/endpoints';
import { apiUrl, setupMswServer, testBaseUrls } from '@/tests/msw';
import { ApiFailure } from './api-failure';
import { createApiClient } from './create-api-client';
import { retryAfterSeconds } from './retry-after';

const server = setupMswServer();

describe('the wait of a 429', () => {
  it('reads Retry-After in seconds or as a date, else the body’s retry_after', () => {
    const now = Date.parse('2025-03-19T09:00:00Z');
    expect(retryAfterSeconds('42', null, now)).toBe(42);
    expect(retryAfterSeconds(' 0 ', null, now)).toBe(1);
    expect(retryAfterSeconds('Wed, 19 Mar 2025 09:00:30 GMT', null, now)).toBe(30);
    expect(retryAfterSeconds(null, { message: 'x', retry_after: 17 }, now)).toBe(17);
    expect(retryAfterSeconds('soon', { retry_after: '17' }, now)).toBeUndefined();
    expect(retryAfterSeconds(null, null, now)).toBeUndefined();
  });

  it('a failed call carries it, from the header the platform sends', async () => {
    server.use(
      http.post(apiUrl('base', '/login'), () => HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '37' } })),
    );
    const client = createApiClient({ baseUrls: testBaseUrls, getToken: () => undefined, retryDelayMs: () => 0 });
    const failure = await client.request(endpoints.base.login(), { body: { email: 'a@b.c', password: 'x' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).status).toBe(429);
    expect((failure as ApiFailure).retryAfterSeconds).toBe(37);
  });
});

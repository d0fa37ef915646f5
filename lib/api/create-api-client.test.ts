// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { endpoints } from '@/contract/endpoints';
import { endpoint } from '@/contract/families';
import { REFRESH_TOKEN_HEADER, type TokenReply } from '@/contract/schemas/auth';
import { apiUrl, testBaseUrls, setupMswServer } from '@/tests/msw';
import { ApiFailure } from './api-failure';
import { createApiClient, type ApiClientOptions } from './create-api-client';

const server = setupMswServer();

const makeClient = (overrides: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseUrls: testBaseUrls, getToken: () => undefined, retryDelayMs: () => 0, ...overrides });

/** Awaits a call that must fail and returns its ApiFailure. */
async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  const outcome = await call.then(
    () => new Error('expected the call to fail, but it succeeded'),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiFailure);
  return outcome as ApiFailure;
}

const status = endpoints.live.participantStatus(7);
const statusUrl = apiUrl('live', '/participants/7/status');
const postResults = endpoints.live.postResults(7);
const postResultsUrl = apiUrl('live', '/participants/7/results');

describe('request headers', () => {
  it('sends the bearer token when there is one', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(statusUrl, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await makeClient({ getToken: () => 'tok-123' }).request(status);
    expect(authorization).toBe('Bearer tok-123');
  });

  it.each([undefined, ''])('sends no Authorization header without a token (%j)', async (token) => {
    let hasAuthorization = true;
    server.use(
      http.get(statusUrl, ({ request }) => {
        hasAuthorization = request.headers.has('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await makeClient({ getToken: () => token }).request(status);
    expect(hasAuthorization).toBe(false);
  });

  it('asks for JSON and passes the configured Accept-Language', async () => {
    let headers = new Headers();
    server.use(
      http.get(statusUrl, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    await makeClient({ acceptLanguage: 'fr' }).request(status);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('fr');
  });
});

describe('query string', () => {
  it('repeats array values and skips empty, null and undefined values', async () => {
    let params = new URLSearchParams();
    server.use(
      http.get(apiUrl('baseMain', '/games'), ({ request }) => {
        params = new URL(request.url).searchParams;
        return HttpResponse.json({ count: 0, items: [] });
      }),
    );
    await makeClient().request(endpoints.baseMain.games(), {
      query: {
        type: ['classic', '', null, 'family'],
        city: 'Санкт-Петербург & Co',
        page: 0,
        free: false,
        empty: '',
        missing: undefined,
        none: null,
      },
    });
    expect(params.getAll('type')).toEqual(['classic', 'family']);
    expect(params.get('city')).toBe('Санкт-Петербург & Co');
    expect(params.get('page')).toBe('0');
    expect(params.get('free')).toBe('false');
    expect([...params.keys()].sort()).toEqual(['city', 'free', 'page', 'type', 'type']);
  });
});

describe('request body', () => {
  it('sends a JSON body with Content-Type application/json', async () => {
    let contentType: string | null = null;
    let received: unknown;
    server.use(
      http.post(postResultsUrl, async ({ request }) => {
        contentType = request.headers.get('content-type');
        received = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const body = { tourNumber: 2, answers: [{ questionNumber: 1, text: 'Пушкин' }], saving: true };
    await makeClient().request(postResults, { body });
    expect(contentType).toBe('application/json');
    expect(received).toEqual(body);
  });

  it('sends no Content-Type when there is no body', async () => {
    let hasContentType = true;
    server.use(
      http.get(statusUrl, ({ request }) => {
        hasContentType = request.headers.has('content-type');
        return HttpResponse.json({});
      }),
    );
    await makeClient().request(status);
    expect(hasContentType).toBe(false);
  });

  it('sends FormData as multipart, leaving the boundary to fetch', async () => {
    let contentType = '';
    let reason: FormDataEntryValue | null = null;
    server.use(
      http.post(apiUrl('legacy', '/support'), async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        reason = (await request.formData()).get('reason');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const form = new FormData();
    form.set('reason', 'no_link');
    await makeClient().request(endpoints.legacy.support(), { body: form });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(reason).toBe('no_link');
  });
});

describe('retries', () => {
  it('retries a GET 3 times on 5xx, then fails with the last status', async () => {
    let calls = 0;
    server.use(
      http.get(statusUrl, () => {
        calls++;
        return HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 });
      }),
    );
    const failure = await failureOf(makeClient().request(status));
    expect(calls).toBe(4);
    expect(failure.kind).toBe('http');
    expect(failure.status).toBe(503);
  });

  it('returns the reply of a GET that succeeds on a retry', async () => {
    let calls = 0;
    server.use(http.get(statusUrl, () => (++calls < 3 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ id: 7 }))));
    await expect(makeClient().request(status)).resolves.toEqual({ id: 7 });
    expect(calls).toBe(3);
  });

  it('retries a GET 3 times on network errors, then fails with kind network', async () => {
    let calls = 0;
    server.use(
      http.get(statusUrl, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const failure = await failureOf(makeClient().request(status));
    expect(calls).toBe(4);
    expect(failure.kind).toBe('network');
    expect(failure.status).toBe(0);
  });

  it('recovers from a single network error on a GET', async () => {
    let calls = 0;
    server.use(http.get(statusUrl, () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json({ id: 7 }))));
    await expect(makeClient().request(status)).resolves.toEqual({ id: 7 });
    expect(calls).toBe(2);
  });

  it('waits retryDelayMs(attempt) between attempts', async () => {
    server.use(http.get(statusUrl, () => new HttpResponse(null, { status: 500 })));
    const retryDelayMs = vi.fn(() => 0);
    await failureOf(makeClient({ retryDelayMs }).request(status));
    expect(retryDelayMs.mock.calls).toEqual([[0], [1], [2]]);
  });

  it('honours a custom retry count', async () => {
    let calls = 0;
    server.use(
      http.get(statusUrl, () => {
        calls++;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    await failureOf(makeClient({ retries: 0 }).request(status));
    expect(calls).toBe(1);
  });

  it('does not retry a POST without an idempotency key on 500', async () => {
    let calls = 0;
    server.use(
      http.post(postResultsUrl, () => {
        calls++;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const failure = await failureOf(makeClient().request(postResults, { body: { tourNumber: 1 } }));
    expect(calls).toBe(1);
    expect(failure.status).toBe(500);
  });

  it('does not retry a POST without an idempotency key on a network error', async () => {
    let calls = 0;
    server.use(
      http.post(postResultsUrl, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const failure = await failureOf(makeClient().request(postResults, { body: { tourNumber: 1 } }));
    expect(calls).toBe(1);
    expect(failure.kind).toBe('network');
  });

  it('retries a POST with an idempotency key, sending the same key every time', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(postResultsUrl, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length < 3 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ saved: true });
      }),
    );
    const reply = await makeClient().request(postResults, { body: { tourNumber: 1 }, idempotencyKey: 'answers-7-1-abc' });
    expect(reply).toEqual({ saved: true });
    expect(keys).toEqual(['answers-7-1-abc', 'answers-7-1-abc', 'answers-7-1-abc']);
  });

  it.each([400, 403, 404, 409, 422, 429])('does not retry a GET on %i', async (code) => {
    let calls = 0;
    server.use(
      http.get(statusUrl, () => {
        calls++;
        return HttpResponse.json({ message: 'no' }, { status: code });
      }),
    );
    const failure = await failureOf(makeClient().request(status));
    expect(calls).toBe(1);
    expect(failure.status).toBe(code);
  });
});

describe('expired access token (401)', () => {
  const newPair: TokenReply = {
    access_token: 'new-access',
    refresh_token: 'new-refresh',
    token_type: 'bearer',
    expires_in: 3600,
  };

  /** A session kept the way the browser keeps it: the client reads it and writes the renewed pair back. */
  function sessionClient(overrides: Partial<ApiClientOptions> = {}) {
    const session = { access: 'old-access', refresh: 'old-refresh' };
    const onTokensRefreshed = vi.fn((tokens: TokenReply) => {
      session.access = tokens.access_token;
      session.refresh = tokens.refresh_token;
    });
    const onSessionExpired = vi.fn();
    const client = makeClient({
      getToken: () => session.access,
      getRefreshToken: () => session.refresh,
      onTokensRefreshed,
      onSessionExpired,
      ...overrides,
    });
    return { client, session, onTokensRefreshed, onSessionExpired };
  }

  /** The protected resource accepts only the renewed access token. */
  function protectedStatus(seen: (string | null)[] = []) {
    return http.get(statusUrl, ({ request }) => {
      const authorization = request.headers.get('authorization');
      seen.push(authorization);
      return authorization === 'Bearer new-access' ? HttpResponse.json({ id: 7 }) : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    });
  }

  interface RefreshCall {
    refreshToken: string | null;
    body: string;
  }
  function refreshEndpoint(calls: RefreshCall[], reply: () => Response | Promise<Response> = () => HttpResponse.json(newPair)) {
    return http.post(apiUrl('iam', '/auth/refresh'), async ({ request }) => {
      calls.push({ refreshToken: request.headers.get(REFRESH_TOKEN_HEADER), body: await request.text() });
      return reply();
    });
  }

  it('refreshes once with the refresh token header and an empty body, then repeats the call with the new token', async () => {
    const seen: (string | null)[] = [];
    const refreshCalls: RefreshCall[] = [];
    server.use(protectedStatus(seen), refreshEndpoint(refreshCalls));
    const { client, onTokensRefreshed, onSessionExpired } = sessionClient();

    await expect(client.request(status)).resolves.toEqual({ id: 7 });

    expect(refreshCalls).toEqual([{ refreshToken: 'old-refresh', body: '' }]);
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(onTokensRefreshed).toHaveBeenCalledExactlyOnceWith(newPair);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('repeats a POST after a refresh too', async () => {
    const refreshCalls: RefreshCall[] = [];
    const bodies: unknown[] = [];
    server.use(
      refreshEndpoint(refreshCalls),
      http.post(postResultsUrl, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('authorization') === 'Bearer new-access' ? HttpResponse.json({ saved: true }) : new HttpResponse(null, { status: 401 });
      }),
    );
    const { client } = sessionClient();
    await expect(client.request(postResults, { body: { tourNumber: 3 } })).resolves.toEqual({ saved: true });
    expect(refreshCalls).toHaveLength(1);
    expect(bodies).toEqual([{ tourNumber: 3 }, { tourNumber: 3 }]);
  });

  it('shares one refresh call among concurrent 401s', async () => {
    const refreshCalls: RefreshCall[] = [];
    server.use(
      protectedStatus(),
      refreshEndpoint(refreshCalls, async () => {
        await delay(50);
        return HttpResponse.json(newPair);
      }),
    );
    const { client, onTokensRefreshed } = sessionClient();

    const replies = await Promise.all(Array.from({ length: 5 }, () => client.request(status)));

    expect(replies).toEqual(Array.from({ length: 5 }, () => ({ id: 7 })));
    expect(refreshCalls).toHaveLength(1);
    expect(onTokensRefreshed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 401 from the refresh call', () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })],
    ['a refresh reply that is not a token pair', () => HttpResponse.json({ access_token: 'x' })],
    ['a refresh network error', () => HttpResponse.error()],
  ])('ends the session after %s and rejects the call with 401', async (_, reply) => {
    const seen: (string | null)[] = [];
    const refreshCalls: RefreshCall[] = [];
    server.use(protectedStatus(seen), refreshEndpoint(refreshCalls, reply));
    const { client, onTokensRefreshed, onSessionExpired } = sessionClient();

    const failure = await failureOf(client.request(status));

    expect(failure.status).toBe(401);
    expect(refreshCalls).toHaveLength(1);
    expect(seen).toHaveLength(1);
    expect(onTokensRefreshed).not.toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session without calling refresh when there is no refresh token', async () => {
    const refreshCalls: RefreshCall[] = [];
    server.use(protectedStatus(), refreshEndpoint(refreshCalls));
    const { client, onSessionExpired } = sessionClient({ getRefreshToken: () => undefined });

    expect((await failureOf(client.request(status))).status).toBe(401);
    expect(refreshCalls).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 from a path under /auth/', async () => {
    const refreshCalls: RefreshCall[] = [];
    server.use(
      refreshEndpoint(refreshCalls),
      http.post(apiUrl('iam', '/auth/logout'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    const { client, onSessionExpired } = sessionClient();

    expect((await failureOf(client.request(endpoints.iam.logout()))).status).toBe(401);
    expect(refreshCalls).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('treats a 401 to an anonymous request as a plain failure', async () => {
    const refreshCalls: RefreshCall[] = [];
    server.use(protectedStatus(), refreshEndpoint(refreshCalls));
    const { client, onSessionExpired } = sessionClient({ getToken: () => undefined });

    expect((await failureOf(client.request(status))).status).toBe(401);
    expect(refreshCalls).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('gives up with 401 when the renewed token is refused too (no refresh loop)', async () => {
    const refreshCalls: RefreshCall[] = [];
    let calls = 0;
    server.use(
      refreshEndpoint(refreshCalls),
      http.get(statusUrl, () => {
        calls++;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const { client } = sessionClient();

    expect((await failureOf(client.request(status))).status).toBe(401);
    expect(refreshCalls).toHaveLength(1);
    expect(calls).toBe(2);
  });
});

describe('failures', () => {
  it('turns a Laravel 422 reply into an ApiFailure with field errors and the spec shape', async () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['The email must be a valid email address.'], name: ['The full name field is required.'] },
    };
    server.use(http.post(apiUrl('base', '/players'), () => HttpResponse.json(body, { status: 422, statusText: 'Unprocessable Content' })));
    const onFailure = vi.fn();
    const register = endpoints.base.register();

    const failure = await failureOf(makeClient({ onFailure }).request(register, { body: { name: '' } }));

    expect(failure.kind).toBe('http');
    expect(failure.status).toBe(422);
    expect(failure.error).toBe('The given data was invalid.');
    expect(failure.fieldErrors).toEqual(body.errors);
    expect(failure.toShape()).toEqual({
      status: 422,
      statusText: 'Unprocessable Content',
      error: 'The given data was invalid.',
      details: body,
    });
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(failure, register);
  });

  it('uses the status text as the error when the reply has no message', async () => {
    server.use(http.post(postResultsUrl, () => new HttpResponse('<html>oops</html>', { status: 500, statusText: 'Internal Server Error' })));
    const failure = await failureOf(makeClient().request(postResults, { body: {} }));
    expect(failure.error).toBe('Internal Server Error');
    expect(failure.details).toBe('<html>oops</html>');
    expect(failure.fieldErrors).toEqual({});
  });

  it.each([403, 404, 500])('reports a %i to onFailure once, after the retries', async (code) => {
    server.use(http.get(statusUrl, () => HttpResponse.json({ message: 'nope' }, { status: code })));
    const onFailure = vi.fn();
    const failure = await failureOf(makeClient({ onFailure }).request(status));
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(failure, status);
    expect(failure.error).toBe('nope');
  });

  it('does not call onFailure for a successful call', async () => {
    server.use(http.get(statusUrl, () => HttpResponse.json({ id: 7 })));
    const onFailure = vi.fn();
    await makeClient({ onFailure }).request(status);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('reply parsing', () => {
  const statusSchema = z.object({ id: z.number(), name: z.string() });

  it('resolves with the parsed reply when it matches the schema', async () => {
    server.use(http.get(statusUrl, () => HttpResponse.json({ id: 7, name: 'Совы', unknownField: true })));
    await expect(makeClient().request(status, { schema: statusSchema })).resolves.toEqual({ id: 7, name: 'Совы' });
  });

  it('rejects a reply that does not match the schema with an invalid-response ApiFailure, not a ZodError', async () => {
    server.use(http.get(statusUrl, () => HttpResponse.json({ id: '7' })));
    const onFailure = vi.fn();
    const failure = await failureOf(makeClient({ onFailure }).request(status, { schema: statusSchema }));
    expect(failure).not.toBeInstanceOf(z.ZodError);
    expect(failure.kind).toBe('invalid-response');
    expect(failure.status).toBe(200);
    expect(failure.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'id' }), expect.objectContaining({ path: 'name' })]));
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(failure, status);
  });

  it('resolves null for 204 No Content', async () => {
    server.use(http.post(postResultsUrl, () => new HttpResponse(null, { status: 204 })));
    await expect(makeClient().request(postResults, { body: {} })).resolves.toBeNull();
  });

  it('resolves the unparsed reply when no schema is given', async () => {
    server.use(http.get(statusUrl, () => HttpResponse.json({ anything: [1, 2] })));
    await expect(makeClient().request(status)).resolves.toEqual({ anything: [1, 2] });
  });
});

describe('cancellation', () => {
  it('fails with kind aborted for an already aborted signal', async () => {
    server.use(http.get(statusUrl, () => HttpResponse.json({ id: 7 })));
    const controller = new AbortController();
    controller.abort();
    const failure = await failureOf(makeClient().request(status, { signal: controller.signal }));
    expect(failure.kind).toBe('aborted');
  });

  it('fails with kind aborted, without retrying, when aborted in flight', async () => {
    let calls = 0;
    server.use(
      http.get(statusUrl, async () => {
        calls++;
        await delay(1000);
        return HttpResponse.json({ id: 7 });
      }),
    );
    const controller = new AbortController();
    const call = makeClient().request(status, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const failure = await failureOf(call);
    expect(failure.kind).toBe('aborted');
    expect(calls).toBe(1);
  });
});

describe('attempt deadline', () => {
  it('retries a GET whose attempt waits past the deadline, and returns the reply of the attempt that answers', async () => {
    let calls = 0;
    server.use(
      http.get(statusUrl, async () => {
        if (++calls === 1) await delay('infinite');
        return HttpResponse.json({ id: 7 });
      }),
    );
    await expect(makeClient({ attemptTimeoutMs: 50 }).request(status)).resolves.toEqual({ id: 7 });
    expect(calls).toBe(2);
  });

  it('fails a POST without an idempotency key that gets no answer as a timed-out network failure, once', async () => {
    let calls = 0;
    server.use(
      http.post(postResultsUrl, async () => {
        calls++;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const failure = await failureOf(makeClient({ attemptTimeoutMs: 50 }).request(postResults, { body: { tourNumber: 1 } }));
    expect(failure.kind).toBe('network');
    expect(failure.statusText).toBe('Timed out');
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('retries a keyed POST that gets no answer with the same key, then fails as a network failure', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(postResultsUrl, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const failure = await failureOf(makeClient({ attemptTimeoutMs: 30 }).request(postResults, { body: { tourNumber: 1 }, idempotencyKey: 'k-1' }));
    expect(failure.kind).toBe('network');
    expect(keys).toEqual(['k-1', 'k-1', 'k-1', 'k-1']);
  });

  it('counts a reply whose body stalls against the deadline', async () => {
    let calls = 0;
    server.use(
      http.get(statusUrl, () => {
        calls++;
        const stalled = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
          },
        });
        return new HttpResponse(stalled, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const failure = await failureOf(makeClient({ attemptTimeoutMs: 50, retries: 1 }).request(status));
    expect(failure.statusText).toBe('Timed out');
    expect(calls).toBe(2);
  });

  it('lets a request give its own deadline', async () => {
    server.use(
      http.get(statusUrl, async () => {
        await delay(150);
        return HttpResponse.json({ id: 7 });
      }),
    );
    await expect(makeClient({ attemptTimeoutMs: 50 }).request(status, { timeoutMs: 2000 })).resolves.toEqual({ id: 7 });
  });

  it('a cancellation during the wait between attempts ends the call at once', async () => {
    let calls = 0;
    server.use(
      http.post(postResultsUrl, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const controller = new AbortController();
    const started = Date.now();
    const call = makeClient({ retryDelayMs: () => 10_000 }).request(postResults, {
      body: { tourNumber: 1 },
      idempotencyKey: 'k-2',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect((await failureOf(call)).kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(calls).toBe(1);
  });

  it("still reports the caller's own cancellation as aborted, not as a timeout", async () => {
    server.use(
      http.get(statusUrl, async () => {
        await delay('infinite');
        return HttpResponse.json({ id: 7 });
      }),
    );
    const controller = new AbortController();
    const call = makeClient({ attemptTimeoutMs: 5000 }).request(status, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await failureOf(call)).kind).toBe('aborted');
  });
});

describe('base URLs', () => {
  it('sends each endpoint to its own family base URL', async () => {
    const hits: string[] = [];
    server.use(
      http.get('http://chats.test/v2/chats/GAME/5', () => {
        hits.push('chats');
        return HttpResponse.json({ status: 'UNLOCKED' });
      }),
    );
    const client = makeClient({ baseUrls: { ...testBaseUrls, chats: 'http://chats.test/v2' } });
    await client.request(endpoint('chats', 'GET', '/chats/GAME/5'));
    expect(hits).toEqual(['chats']);
  });
});

describe('refresh across tabs', () => {
  it('uses the token another tab renewed while this one waited for the lock, without spending the old refresh token', async () => {
    let refreshCalls = 0;
    let access = 'old-access';
    let refresh = 'old-refresh';
    server.use(
      http.post(apiUrl('iam', '/auth/refresh'), () => {
        refreshCalls++;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
      http.get(apiUrl('base', '/players/me'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      baseUrls: testBaseUrls,
      getToken: () => access,
      getRefreshToken: () => refresh,
      onSessionExpired,
      retryDelayMs: () => 0,
      // The "other tab" renews the cookies while this tab waits for the lock.
      refreshLock: async (task) => {
        access = 'new-access';
        refresh = 'new-refresh';
        return task();
      },
    });
    await expect(client.request(endpoint('base', 'GET', '/players/me'))).resolves.toEqual({ ok: true });
    expect(refreshCalls).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('before each request', () => {
  it('waits for beforeRequest before it reads the session or sends anything', async () => {
    const steps: string[] = [];
    let release = () => {};
    server.use(
      http.get(statusUrl, () => {
        steps.push('sent');
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = makeClient({
      beforeRequest: () => {
        steps.push('yielded');
        return new Promise<void>((resolve) => (release = resolve));
      },
      getToken: () => {
        steps.push('token read');
        return 'tok';
      },
    });
    const reply = client.request(status);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['yielded']);
    release();
    await expect(reply).resolves.toEqual({ ok: true });
    expect(steps).toEqual(['yielded', 'token read', 'token read', 'sent']);
  });
});

import { IDEMPOTENCY_HEADER } from '@/contract/headers';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import type { ApiFamily, Endpoint } from '@/contract/families';
import { tokenReplySchema, REFRESH_TOKEN_HEADER, type TokenReply } from '@/contract/schemas/auth';
import { endpoints } from '@/contract/endpoints';
import { timings } from '@/lib/config/timings';
import { ApiFailure, invalidResponse } from './api-failure';
import { attemptDeadline } from './attempt-deadline';
import { retryAfterSeconds } from './retry-after';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends $ZodType> {
  /** Reply schema; the parsed value is returned. Omit for calls whose reply body is ignored. */
  schema?: S;
  query?: Record<string, QueryValue | QueryValue[]>;
  /** JSON body, or FormData for multipart calls. */
  body?: unknown;
  /** Makes a write safe to retry: the server applies a repeated key once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** How long one attempt may wait for the whole reply; the client's `attemptTimeoutMs` when omitted. */
  timeoutMs?: number;
}

export interface ApiClientOptions {
  baseUrls: Record<ApiFamily, string>;
  getToken: () => string | undefined;
  getRefreshToken?: () => string | undefined;
  /** Called with the renewed pair after a successful refresh. */
  onTokensRefreshed?: (tokens: TokenReply) => void;
  /** Called once per failed refresh (shared by concurrent 401s): the session is over. */
  onSessionExpired?: () => void;
  /** Runs a refresh under a lock shared with other tabs (the browser passes navigator.locks). */
  refreshLock?: (task: () => Promise<boolean>) => Promise<boolean>;
  fetch?: typeof fetch;
  retries?: number;
  retryDelayMs?: (attempt: number) => number;
  /** How long one attempt may wait for the reply before it fails (and is retried) as a network failure. */
  attemptTimeoutMs?: number;
  /** Receives 4xx/5xx failures for logging (spec: 422, 404, 403, 500 are logged and passed on). */
  onFailure?: (failure: ApiFailure, endpoint: Endpoint) => void;
  acceptLanguage?: string;
  /**
   * Awaited before each request is put together. The browser yields there (`yieldToBrowser`): a screen that mounts
   * with several reads would otherwise read the session cookie, build and start every request inside its effects'
   * task, one long task on a phone.
   */
  beforeRequest?: () => Promise<void>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const defaultDelay = (attempt: number) => Math.min(200 * 2 ** attempt, 2000) * (0.5 + Math.random() / 2);
/** Waits between attempts; the caller's cancellation ends the wait at once (the next attempt then fails as aborted). */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

function buildUrl(base: string, path: string, query?: RequestOptions<$ZodType>['query']): string {
  const url = new URL(base + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && v !== '') url.searchParams.append(key, String(v));
    }
  }
  return url.toString();
}

/** A reply whose body has been read within the attempt's deadline. */
interface Reply {
  response: Response;
  body: unknown;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const messageOf = (body: unknown, fallback: string) =>
  typeof body === 'object' && body && 'message' in body && typeof body.message === 'string' ? body.message : fallback;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const retries = options.retries ?? timings.apiRetries;
  const delay = options.retryDelayMs ?? defaultDelay;
  const defaultTimeout = options.attemptTimeoutMs ?? timings.apiAttemptTimeoutMs;
  let refreshing: Promise<boolean> | null = null;

  async function send(ep: Endpoint, opts: RequestOptions<$ZodType>): Promise<Reply> {
    const retryable = SAFE_METHODS.has(ep.method) || Boolean(opts.idempotencyKey);
    const timeoutMs = opts.timeoutMs ?? (opts.body instanceof FormData ? defaultTimeout * 4 : defaultTimeout);
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
      const token = options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (options.acceptLanguage) headers['Accept-Language'] = options.acceptLanguage;
      if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
      let body: BodyInit | undefined;
      if (opts.body instanceof FormData) body = opts.body;
      else if (opts.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
      const deadline = attemptDeadline(opts.signal, timeoutMs);
      try {
        const response = await doFetch(buildUrl(options.baseUrls[ep.family], ep.path, opts.query), {
          method: ep.method,
          headers,
          body,
          signal: deadline.signal,
          cache: 'no-store',
        });
        if (!(response.status >= 500 && retryable && attempt < retries)) {
          // Read within the deadline too: a reply whose body stalls holds the caller as long as one never sent.
          return { response, body: await deadline.within(readBody(response)) };
        }
        void response.body?.cancel().catch(() => {});
      } catch (cause) {
        if (opts.signal?.aborted) {
          throw new ApiFailure({ status: 0, statusText: 'Aborted', error: 'The request was cancelled', kind: 'aborted' });
        }
        if (!(retryable && attempt < retries)) {
          throw new ApiFailure(
            deadline.expired()
              ? { status: 0, statusText: 'Timed out', error: `The server did not answer within ${timeoutMs} ms`, kind: 'network' }
              : {
                  status: 0,
                  statusText: 'Network error',
                  error: cause instanceof Error ? cause.message : 'The server could not be reached',
                  kind: 'network',
                },
          );
        }
      }
      // A 5xx or a network failure (a timeout included) that may be tried again.
      await sleep(delay(attempt), opts.signal);
    }
  }

  async function refreshWith(refreshToken: string): Promise<boolean> {
    try {
      const { response, body } = await send(endpoints.iam.refresh(), { headers: { [REFRESH_TOKEN_HEADER]: refreshToken } });
      if (!response.ok) return false;
      const parsed = safeParse(tokenReplySchema, body);
      if (!parsed.success) return false;
      options.onTokensRefreshed?.(parsed.data);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * One refresh at a time: concurrent 401s wait for the same promise. Across tabs, `refreshLock` serialises
   * refreshes; a tab that waited finds the token another tab already renewed and uses it instead of spending
   * the old refresh token a second time.
   */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => {
      const seen = options.getRefreshToken?.();
      const run = async () => {
        const current = options.getRefreshToken?.();
        if (!current) return false;
        if (current !== seen) return true;
        return refreshWith(current);
      };
      const renewed = seen ? await (options.refreshLock ? options.refreshLock(run) : run()) : false;
      // Announced here, once per failed refresh, however many requests were waiting on it.
      if (!renewed) options.onSessionExpired?.();
      return renewed;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<S extends $ZodType = $ZodType<unknown>>(ep: Endpoint, opts: RequestOptions<S> = {}): Promise<output<S>> {
    if (options.beforeRequest) await options.beforeRequest();
    const hadToken = Boolean(options.getToken());
    let { response, body } = await send(ep, opts);
    // Only a request that carried a session can find that session expired; an anonymous 401 is just a 401.
    if (response.status === 401 && hadToken && !ep.path.startsWith('/auth/') && options.getRefreshToken) {
      if (await refreshOnce()) ({ response, body } = await send(ep, opts));
    }
    if (!response.ok) {
      const failure = new ApiFailure({
        status: response.status,
        statusText: response.statusText,
        error: messageOf(body, response.statusText || 'Request failed'),
        details: body,
        kind: 'http',
        retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), body),
      });
      options.onFailure?.(failure, ep);
      throw failure;
    }
    if (!opts.schema) return body as output<S>;
    const parsed = safeParse(opts.schema, body);
    if (!parsed.success) {
      const failure = invalidResponse(response.status, parsed.error.issues);
      options.onFailure?.(failure, ep);
      throw failure;
    }
    return parsed.data;
  }

  return { request };
}

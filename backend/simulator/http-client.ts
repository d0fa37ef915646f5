import { IDEMPOTENCY_HEADER } from '@/contract/headers';
/** A small JSON client for the bots: retries network failures and 5xx, writes only when they carry an idempotency key. */
export interface JsonReply {
  status: number;
  body: unknown;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Attempts in all (default 8, some 12 s: a backend restart fits); keyless writes are never retried. */
  attempts?: number;
  onRetry?: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function requestJson(url: string, method: string, options: RequestOptions = {}): Promise<JsonReply> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const safe = method === 'GET' || headers[IDEMPOTENCY_HEADER] !== undefined;
  const attempts = safe ? (options.attempts ?? 8) : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      const reply = { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
      if (response.status < 500 || attempt >= attempts) return reply;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    options.onRetry?.();
    // Jittered backoff, so a thousand bots do not come back at the same instant.
    await sleep(Math.min(2000, 250 * 2 ** (attempt - 1)) * (0.5 + Math.random()));
  }
}

import type { $ZodIssue } from 'zod/v4/core';

export type ApiFailureKind = 'http' | 'network' | 'invalid-response' | 'aborted';

/**
 * The spec's API failure shape `{status, statusText, error, details}`. Every failed call becomes one of these,
 * so components branch on `status`/`kind` and show a localised message instead of crashing.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly error: string;
  readonly details: unknown;
  readonly kind: ApiFailureKind;
  /** Seconds the server asked to wait before trying again (a 429's Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: { status: number; statusText: string; error: string; details?: unknown; kind: ApiFailureKind; retryAfterSeconds?: number }) {
    super(`${init.status || init.kind} ${init.statusText}: ${init.error}`);
    this.name = 'ApiFailure';
    this.status = init.status;
    this.statusText = init.statusText;
    this.error = init.error;
    this.details = init.details ?? null;
    this.kind = init.kind;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** Field messages of a Laravel 422 reply, or an empty object. */
  get fieldErrors(): Record<string, string[]> {
    const d = this.details as { errors?: Record<string, string[]> } | null;
    return this.status === 422 && d?.errors ? d.errors : {};
  }

  toShape() {
    return { status: this.status, statusText: this.statusText, error: this.error, details: this.details };
  }
}

export const isApiFailure = (e: unknown): e is ApiFailure => e instanceof ApiFailure;

export const invalidResponse = (status: number, issues: $ZodIssue[]) =>
  new ApiFailure({
    status,
    statusText: 'Invalid response',
    error: 'The server reply does not match the expected format',
    details: issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    kind: 'invalid-response',
  });

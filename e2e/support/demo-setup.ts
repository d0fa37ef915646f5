import { expect } from '@playwright/test';
import { backendUrl } from '../fixtures';

/**
 * Calls one of the backend's demo-mode set-up routes (contract/README.md, "Demo data": /dev/games, /dev/sessions,
 * ...) and gives its `data`. e2e sets up data this way, never by writing into the backend's database from outside.
 */
export async function devRoute<T = undefined>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${backendUrl}${path}`, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}: ${response.status === 204 ? '' : await response.clone().text()}`).toBeLessThan(300);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
}

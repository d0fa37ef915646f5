import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { backendUrl, type Locale } from './fixtures';

/** The reference backend of this e2e run (the outbox and the dev views live there). */
export { backendUrl };

/** A fresh address per test and run, so parallel tests and reruns never collide. */
export const freshEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@quiz.test`;

export interface OutboxLetter {
  id: number;
  to: string;
  kind: 'confirm_email' | 'reset_password' | 'support_received';
  locale: Locale;
  subject: string;
  links: string[];
  meta: Record<string, unknown>;
}

/** Waits for the latest letter of a kind to a recipient (GET /dev/mail.json?to=). */
export async function latestLetter(request: APIRequestContext, to: string, kind: OutboxLetter['kind']): Promise<OutboxLetter> {
  let found: OutboxLetter | undefined;
  await expect
    .poll(async () => {
      const reply = await request.get(`${backendUrl}/dev/mail.json?to=${encodeURIComponent(to)}`);
      found = ((await reply.json()) as { data: OutboxLetter[] }).data.find((letter) => letter.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** What the backend stored about an account (GET /dev/users.json). */
export async function storedUser(request: APIRequestContext, email: string) {
  const reply = await request.get(`${backendUrl}/dev/users.json?email=${encodeURIComponent(email)}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: Record<string, unknown> & { signup: { method: string; utm: Record<string, string | null> } } }).data;
}

/** A confirmed player created through the API (for flows that start from an existing account). */
export async function createConfirmedPlayer(request: APIRequestContext, email: string, password: string, name = 'E2E Player') {
  const created = await request.post(`${backendUrl}/api/base/players`, {
    data: { name, email, password, password_confirmation: password, is_live: 1, is_promo: false },
  });
  expect(created.status()).toBe(201);
  const letter = await latestLetter(request, email, 'confirm_email');
  const code = new URL(letter.links[0]!).pathname.split('/').pop()!;
  expect((await request.get(`${backendUrl}/api/base/players/email/confirm/${code}`)).status()).toBe(200);
}

/** The header's log-in button, by language. */
export const openAuthModal = async (page: Page, logIn: string) => {
  await page.getByRole('banner').getByRole('button', { name: logIn, exact: true }).click();
  return page.getByRole('dialog');
};

/** No address the app showed carried a password or a session token. */
export function expectCleanUrl(page: Page, ...secrets: string[]) {
  for (const secret of secrets) expect(page.url()).not.toContain(encodeURIComponent(secret));
}

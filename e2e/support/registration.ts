import { expect, type Locator, type Page } from '@playwright/test';
import { backendUrl } from '../accounts-kit';
import type { Locale } from '../fixtures';
import { devRoute } from './demo-setup';

/**
 * The games the reference backend seeds for registration and payment (backend/seed/seed-registration.ts, contract
 * "Demo data"), in this order, as its demo-mode route GET /dev/seed/showcase-games.json lists them for this run's
 * database, and checked against what each one is, so a change of the seed fails here with a clear message instead of
 * further on.
 */
interface ShowcaseGame {
  id: number;
  name: string;
  /** The start's calendar day in the game's city (the catalogue's `date` filter). */
  date: string;
  cityId: number;
}

const ORDER = ['openRu', 'openFr', 'openEn', 'onePlaceRu', 'onePlaceEn', 'full', 'freeRu', 'freeEn'] as const;
const EXPECTED: Record<(typeof ORDER)[number], { type: string; price: number; max: number }> = {
  openRu: { type: 'classic', price: 89900, max: 40 },
  openFr: { type: 'classic', price: 89900, max: 30 },
  openEn: { type: 'classic', price: 1000, max: 30 },
  onePlaceRu: { type: 'special', price: 89900, max: 24 },
  onePlaceEn: { type: 'special', price: 1000, max: 20 },
  full: { type: 'family', price: 89900, max: 24 },
  freeRu: { type: 'newbies', price: 0, max: 30 },
  freeEn: { type: 'newbies', price: 0, max: 20 },
};

export async function showcaseGames(): Promise<Record<(typeof ORDER)[number], ShowcaseGame>> {
  const rows = await devRoute<(ShowcaseGame & { type: string; price: number; max: number })[]>('GET', '/dev/seed/showcase-games.json');
  return Object.fromEntries(
    ORDER.map((key, i) => {
      const row = rows[i]!;
      const expected = EXPECTED[key];
      if (row.type !== expected.type || row.price !== expected.price || row.max !== expected.max) {
        throw new Error(`the seed's showcase game "${key}" is not what this spec expects: ${JSON.stringify(row)}`);
      }
      return [key, { id: row.id, name: row.name, date: row.date, cityId: row.cityId }];
    }),
  ) as Record<(typeof ORDER)[number], ShowcaseGame>;
}

/** The test cards of the local provider (contract/README.md, "The local test payment provider"). */
export const cards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDs: '4000 0000 0000 3220',
  noAnswer: '4000 0000 0000 0119',
  confirmedLater: '4000 0000 0000 0077',
} as const;

/** The local test widget (backend/payments/test-provider/widget-script.ts): ru-RU for Russian, en-US otherwise. */
export function paymentWidget(page: Page, locale: Locale) {
  const ru = locale === 'ru';
  const dialog = page.getByRole('dialog', { name: ru ? 'Оплата картой' : 'Card payment' });
  return {
    dialog,
    async pay(card: string) {
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(ru ? 'Номер карты' : 'Card number').fill(card);
      await dialog.getByLabel(ru ? 'Срок действия (ММ/ГГ)' : 'Expiry date (MM/YY)').fill('12/30');
      await dialog.getByLabel('CVC').fill('123');
      await dialog.getByRole('button', { name: ru ? /^Оплатить/ : /^Pay/ }).click();
    },
    /** The 3-D Secure page the widget frames (approve or decline). */
    challenge(): Locator {
      return dialog.frameLocator('iframe').locator('body');
    },
  };
}

/** The API's view of a registration, as the site's own calls see it (with the player's token). */
export async function revokeSession(page: Page, accessToken: string) {
  const reply = await page.request.post(`${backendUrl}/api/iam/v1/auth/logout`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(reply.status()).toBe(204);
}

/** Logs a player in through the API and gives the browser the session cookies, as the site's login leaves them. */
export async function signInAs(page: Page, baseURL: string, email: string, password: string) {
  const reply = await page.request.post(`${backendUrl}/api/base/login`, { data: { email, password } });
  expect(reply.status()).toBe(200);
  const tokens = (await reply.json()) as { access_token: string; refresh_token: string };
  await page.context().addCookies([
    { name: 'auth_token', value: tokens.access_token, url: baseURL, sameSite: 'Lax' },
    { name: 'auth_refresh', value: tokens.refresh_token, url: baseURL, sameSite: 'Lax' },
  ]);
  return tokens;
}

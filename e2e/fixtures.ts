import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const locales = ['ru', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const prefixOf = (locale: Locale) => (locale === 'ru' ? '' : `/${locale}`);

/** The reference backend of this e2e run (playwright.config.ts starts it on this port). */
export const backendUrl = `http://localhost:${process.env.E2E_BACKEND_PORT ?? 4210}`;

/** The seed's demo accounts (demo mode only), all with DEMO_PASSWORD. */
export const demoAccounts = {
  player: 'player@quiz.test',
  teammate: 'player2@quiz.test',
  /** The captain of the live game's second demo team (Знатоки). */
  otherTeam: 'player3@quiz.test',
  expert: 'expert@quiz.test',
} as const;
export const DEMO_PASSWORD = 'demo12345';

/**
 * This run's backend has its additions turned off (SPEC_ONLY=1, `npm run test:e2e:spec-only`): a journey that shows
 * an addition asserts the spec-only behaviour instead (contract/README.md, "Spec-only switch").
 */
export const specOnly = process.env.E2E_SPEC_ONLY === '1';

/** Runs axe (WCAG 2.2 AA rules) on the page as it is and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

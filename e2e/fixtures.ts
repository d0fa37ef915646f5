import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const locales = ['ru', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const prefixOf = (locale: Locale) => (locale === 'ru' ? '' : `/${locale}`);

/** Runs axe (WCAG 2.2 AA rules) on the page as it is and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

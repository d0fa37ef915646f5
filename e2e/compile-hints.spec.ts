import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';

/**
 * The build marks the scripts pages run as they load with V8's compile hint (scripts/compile-hints.mjs), so Chrome
 * compiles them while they download instead of on the main thread. Checked on what the server really sends: every
 * script a page's HTML names, on routes of each layout. The polyfills (`nomodule`) never run in a browser that reads
 * the hint, so they are left as they are.
 */
const pages = ['/', '/en/private', '/fr/promocodes', '/game', '/expert/login', '/reg/1'];

test('every script the pages name in their HTML carries the compile hint on its first line', async ({ request }) => {
  const scripts = new Set<string>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const tags = [...(await response.text()).matchAll(/<script[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\snomodule/i.test(tag));
    const sources = tags.flatMap((tag) => /\ssrc="([^"]*\/_next\/static\/chunks\/[^"]+\.js)"/.exec(tag)?.[1] ?? []);
    expect(sources.length, path).toBeGreaterThan(3);
    for (const source of sources) scripts.add(source.replace(/&amp;/g, '&'));
  }
  for (const source of scripts) {
    const script = await request.get(source);
    expect(script.status(), source).toBe(200);
    expect((await script.text()).startsWith(COMPILE_HINT), source).toBe(true);
  }
});

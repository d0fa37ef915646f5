// Lighthouse 12, mobile (its default: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown), performance
// category only, in the Debian Chromium. Pages are measured alternately, so both see the same machine load.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolveChromium } from './chromium-path.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The Debian Chromium, headless, as every Lighthouse measurement here runs it. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: resolveChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--lang=ru-RU'],
  });
}

/** One Lighthouse mobile run, performance only, of a page asked for in Russian (`/` detects the language). */
export function runLighthouse(url, port) {
  return lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: { 'Accept-Language': 'ru-RU,ru;q=0.9' },
  });
}

export async function measureLighthouse(pages, runs) {
  const chrome = await launchChromium();
  const results = Object.fromEntries(pages.map((p) => [p.label, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const { label, url } of pages) {
        const { lhr } = await runLighthouse(url, chrome.port);
        results[label].push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return Object.fromEntries(
    Object.entries(results).map(([label, list]) => [
      label,
      {
        runs: list,
        score: median(list.map((r) => r.score)),
        lcp: median(list.map((r) => r.lcp)),
        cls: median(list.map((r) => r.cls)),
        tbt: median(list.map((r) => r.tbt)),
        fcp: median(list.map((r) => r.fcp)),
      },
    ]),
  );
}

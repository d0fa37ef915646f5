// Lighthouse 12, mobile (Moto G Power emulation, 4x CPU slowdown, slow 4G), performance category only, in the Debian
// Chromium. Pages are measured alternately, so every page sees the same machine load.
// Throttling: 'devtools' (the bars) really slows the CPU 4x and shapes the network in the browser (562.5 ms request
// latency, 1.4 Mbps down, 675 kbps up: Lighthouse's mobile slow-4G settings applied), so the figures are what a
// mid-range phone on a mobile network sees. 'simulate' (Lighthouse's default, extra information only) loads the page
// unthrottled and estimates the metrics with its Lantern simulation, whose LCP depends on which requests won a race
// on the local server (scripts/bench-lcp-graph.mjs).
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

/**
 * One Lighthouse mobile run, performance only, of a page asked for in Russian (`/` detects the language).
 * `headers` go with every request (a session cookie); `throttling` is 'simulate' (the default) or 'devtools';
 * `cpuSlowdown` replaces Lighthouse's 4x.
 */
export function runLighthouse(url, port, { headers = {}, throttling = 'simulate', cpuSlowdown = 4 } = {}) {
  return lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: throttling,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    extraHeaders: { 'Accept-Language': 'ru-RU,ru;q=0.9', ...headers },
  });
}

/**
 * The device Lighthouse's default 4x stands for: a host in the middle of its "high-end desktop" bracket (benchmark
 * index 1,500-2,000; Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown") slowed 4x, a mid-tier phone.
 * A faster host slowed 4x is a faster phone: on a host of index 3,800, 4x is a phone of about 950 (high-end mobile).
 */
export const MID_TIER_PHONE_INDEX = 1750 / 4;

/**
 * `--cpu-slowdown=calibrated` (the benchmarks' default): the host's benchmark index (median of three Lighthouse runs
 * of `url`) divided by MID_TIER_PHONE_INDEX, so the emulated phone is the same whatever the host; or a number (4:
 * Lighthouse's own default). Returns `{ cpuSlowdown, hostIndex }` (hostIndex null when not measured).
 */
export async function resolveCpuSlowdown(setting, url) {
  if (setting !== 'calibrated') {
    const cpuSlowdown = Number(setting);
    if (!(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown=${setting}: a number of at least 1, or "calibrated"`);
    return { cpuSlowdown, hostIndex: null };
  }
  const indexes = [];
  for (let i = 0; i < 3; i++) {
    const chrome = await launchChromium();
    try {
      const { lhr } = await runLighthouse(url, chrome.port, { throttling: 'devtools' });
      indexes.push(lhr.environment.benchmarkIndex);
    } finally {
      await chrome.kill();
    }
  }
  const hostIndex = Math.round(median(indexes));
  return { cpuSlowdown: Math.max(1, Math.round((hostIndex / MID_TIER_PHONE_INDEX) * 10) / 10), hostIndex };
}

/** Medians of `runs` alternating runs of each page: `{ [label]: { score, lcp, cls, tbt, fcp, runs } }`. */
/**
 * Each run is a first visit in a browser of its own: Lighthouse clears the page's storage but not its cookies, so in
 * one browser the language cookie set by a run of `/fr` made the next anonymous `/` a redirect to `/fr`.
 */
export async function measureLighthouse(pages, runs, { throttling = 'simulate', cpuSlowdown = 4 } = {}) {
  const results = Object.fromEntries(pages.map((p) => [p.label, []]));
  for (let run = 0; run < runs; run++) {
    for (const { label, url, headers } of pages) {
      const chrome = await launchChromium();
      try {
        const { lhr } = await runLighthouse(url, chrome.port, { headers, throttling, cpuSlowdown });
        if (lhr.runtimeError) throw new Error(`${label}: Lighthouse ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
          throw new Error(`${label}: measured ${lhr.finalDisplayedUrl}, not ${url} (a redirect)`);
        results[label].push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          // The host's speed as Lighthouse measures it before the run. The 4x slowdown is relative to the host, so
          // the same page's TBT moves with it (a slower host: longer tasks, more of each over 50 ms).
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      } finally {
        await chrome.kill();
      }
    }
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
        benchmarkIndex: median(list.map((r) => r.benchmarkIndex)),
      },
    ]),
  );
}

// `node scripts/profile-page-load.mjs --url=<address> [--cookie='a=1; b=2'] [--cpu=4] [--settle=4000]
//   [--out=bench/results/page-load.cpuprofile]`: a V8 CPU profile of one first visit, in a fresh Chromium with its CPU
// slowed as Lighthouse's applied throttling slows it, from navigation until `--settle` ms after the load event.
// Where the hydration time goes: `node scripts/cpu-profile-summary.mjs <out> --source-maps` (against a build made
// with BROWSER_SOURCE_MAPS=1, which serves each chunk's map beside it, so time is told by source file and package).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { option } from './bench-kit.mjs';
import { cookiesFor, launchBrowser, recordInteractions, takeInteractions } from './bench-page-probes.mjs';

/** A first visit's profile: `{ profile, longTasks }` (the long tasks' durations, as the page's own observer saw them). */
export async function profilePageLoad(url, { cookie = '', cpu = 4, settleMs = 4000, language = 'ru-RU' } = {}) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ locale: language });
    const cookies = cookiesFor(url, cookie);
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    await page.addInitScript(recordInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${page.url()} (a redirect)`);
    await page.waitForTimeout(settleMs);
    const { profile } = await cdp.send('Profiler.stop');
    const { longTasks } = await takeInteractions(page);
    return { profile, longTasks };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = option('url', '');
  if (!url) {
    console.error('usage: node scripts/profile-page-load.mjs --url=<address> [--cookie=…] [--cpu=4] [--settle=4000] [--out=…]');
    process.exit(2);
  }
  const out = option('out', 'bench/results/page-load.cpuprofile');
  const { profile, longTasks } = await profilePageLoad(url, {
    cookie: option('cookie', ''),
    cpu: Number(option('cpu', '4')),
    settleMs: Number(option('settle', '4000')),
  });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(profile));
  const blocking = longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
  console.log(`${out}: long tasks ${longTasks.map(Math.round).join(', ')} ms; over 50 ms in all ${Math.round(blocking)} ms`);
}

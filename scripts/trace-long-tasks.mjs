// `node scripts/trace-long-tasks.mjs --url=<address> [--cookie='a=1; b=2'] [--cpu=8.5] [--runs=3] [--settle=5000]
//   [--no-scheduler-yield]`: the long tasks of a first visit, as Chromium's own trace records them (the renderer's
// main thread), with what each spent its time on. A CPU profile (profile-page-load.mjs) tells where the time went
// but merges tasks that follow each other without a pause; Total Blocking Time is counted per task, so a change that
// only splits work shows here. Each run: a fresh browser context, the CPU slowed `--cpu` times, no network shaping,
// from navigation until `--settle` ms after the load event. Prints every task over 30 ms (`*` after the first
// contentful paint) and the sum over 50 ms after it (TBT's rule, without Lighthouse's end at Time to Interactive).
// `--no-scheduler-yield` removes scheduler.yield before the page runs: the page as a browser without it runs it.
// Figures: bench/results/long-tasks.json (informative, no bar).
import { option, writeResults } from './bench-kit.mjs';
import { cookiesFor, launchBrowser } from './bench-page-probes.mjs';

/** Trace events whose time a long task is told by (script, style and layout work, timers, events). */
const PARTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'v8.compile',
]);

/** One first visit: `{ tasks: [{ fromFcpMs, durationMs, parts }], blockingAfterFcpMs }`. */
export async function traceLongTasks(url, { cookie = '', cpu = 8.5, settleMs = 5000, withoutSchedulerYield = false } = {}) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ locale: 'ru-RU' });
    const cookies = cookiesFor(url, cookie);
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    if (withoutSchedulerYield) {
      await page.addInitScript(() => {
        if (typeof Scheduler !== 'undefined') Object.defineProperty(Scheduler.prototype, 'yield', { value: undefined });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(settleMs);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`);
    const main = traceEvents.find((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain' && event.pid === fcp.pid);
    const complete = traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
    const tasks = complete
      .filter((event) => event.name === 'RunTask' && event.dur > 30_000)
      .sort((a, b) => a.ts - b.ts)
      .map((task) => {
        const parts = complete
          .filter((e) => e !== task && PARTS.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 8_000)
          .slice(0, 6)
          .map((e) => ({
            name: e.name,
            ms: Math.round(e.dur / 1000),
            about: String(e.args?.data?.url ?? e.args?.data?.type ?? '')
              .split('/')
              .pop(),
          }));
        return { fromFcpMs: Math.round((task.ts - fcp.ts) / 1000), durationMs: Math.round(task.dur / 1000), endsAfterFcp: task.ts + task.dur > fcp.ts, parts };
      });
    const blockingAfterFcpMs = tasks.filter((task) => task.endsAfterFcp).reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0);
    return { tasks, blockingAfterFcpMs };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = option('url', '');
  if (!url) {
    console.error('usage: node scripts/trace-long-tasks.mjs --url=<address> [--cookie=…] [--cpu=8.5] [--runs=3] [--settle=5000] [--no-scheduler-yield]');
    process.exit(2);
  }
  const settings = {
    cookie: option('cookie', ''),
    cpu: Number(option('cpu', '8.5')),
    settleMs: Number(option('settle', '5000')),
    withoutSchedulerYield: process.argv.includes('--no-scheduler-yield'),
  };
  const runs = [];
  for (let run = 1; run <= Number(option('runs', '3')); run++) {
    const { tasks, blockingAfterFcpMs } = await traceLongTasks(url, settings);
    runs.push({ tasks, blockingAfterFcpMs });
    console.log(`run ${run}: blocking after FCP ${blockingAfterFcpMs} ms`);
    for (const task of tasks) {
      const parts = task.parts.map((part) => `${part.name} ${part.ms}${part.about ? ` ${part.about}` : ''}`).join(', ');
      console.log(`  ${task.endsAfterFcp ? '*' : ' '} ${String(task.fromFcpMs).padStart(6)} ms  ${String(task.durationMs).padStart(4)} ms  ${parts}`);
    }
  }
  const sorted = runs.map((run) => run.blockingAfterFcpMs).sort((a, b) => a - b);
  writeResults('long-tasks', {
    parameters: { url, cpu: settings.cpu, runs: runs.length, withoutSchedulerYield: settings.withoutSchedulerYield },
    figures: { blockingAfterFcpMs: sorted, medianBlockingAfterFcpMs: sorted[Math.floor(sorted.length / 2)], runs },
  });
}

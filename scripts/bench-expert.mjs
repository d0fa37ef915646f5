// `npm run bench:expert`: the expert console under a burst of live figures, against the production build and a
// fresh reference backend (own ports: web 3371, backend 4371; --web-port / --backend-port change them).
//   a game with 2,000 teams; 2,000 count events (stack, round, teams online) sent to game-expert.{id} within 1 s
//   while the expert types into the console; bar: no input blocked for more than 50 ms
// Measured in Chromium with a PerformanceObserver: the longest task ('longtask', which is what blocks input) during
// the burst, and per keystroke the input delay (processingStart - startTime) and duration of the Event Timing entries
// (durationThreshold 16). The figures must also arrive: the console's counters end at the burst's last values.
// Figures and verdict (the worst run): bench/results/expert.json; the exit code is 1 when the bar is missed.
// Options: --runs=3  --events=2000  --ms=1000  --cpu=1 (CPU throttling factor, e.g. 4 for a slow laptop)
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { bar, createChildren, freshDatabase, option, serverEnv, sleep, waitFor, writeResults } from './bench-kit.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { resolveChromium } from './chromium-path.mjs';

const ports = { web: Number(option('web-port', '3371')), backend: Number(option('backend-port', '4371')) };
const web = `http://localhost:${ports.web}`;
const api = `http://localhost:${ports.backend}`;
const runs = Number(option('runs', '3'));
const events = Number(option('events', '2000'));
const burstMs = Number(option('ms', '1000'));
const cpu = Number(option('cpu', '1'));
const BAR_MS = 50;
const root = process.cwd();
const children = createChildren();

buildIfNeeded(root);
const database = '.data/bench-expert.sqlite';
freshDatabase(database);
const env = serverEnv(ports, database);

const backend = children.start(
  process.execPath,
  [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'backend/game/testing/expert-bench-backend.ts', '--teams=2000'],
  {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    detached: true,
  },
);
const nextMessage = (type) =>
  new Promise((resolve) => {
    const on = (message) => {
      if (message.type !== type) return;
      backend.off('message', on);
      resolve(message);
    };
    backend.on('message', on);
  });
const ready = await nextMessage('ready');
children.start(join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(ports.web)], { cwd: root, env, stdio: 'ignore' });
await waitFor(`${web}/`);
console.log(
  `[bench:expert] game ${ready.gameId} with ${ready.teams} bot teams; ${events} events in ${burstMs} ms; CPU ${cpu}x; load average ${loadavg()[0].toFixed(1)}`,
);

const login = await fetch(`${api}/api/iam/v1/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  body: JSON.stringify({ email: 'expert@quiz.test', password: 'demo12345' }),
}).then((r) => r.json());

const browser = await chromium.launch({ executablePath: resolveChromium(), args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ locale: 'ru-RU' });
    await context.addCookies([
      { name: 'expert_token', value: login.access_token, url: web, sameSite: 'Lax' },
      { name: 'expert_refresh', value: login.refresh_token, url: web, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(`${web}/expert/${ready.gameId}`);
    await page.locator('[data-testid="connection"][data-view="online"]').waitFor({ timeout: 30_000 });
    const field = page.getByRole('textbox', { name: 'Ссылка на трансляцию' });
    await field.waitFor();
    await field.click();
    await sleep(1500);
    await page.evaluate(() => {
      const w = window;
      w.__bench = { long: [], events: [] };
      new PerformanceObserver((list) => w.__bench.long.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
      new PerformanceObserver((list) =>
        w.__bench.events.push(...list.getEntries().map((e) => ({ name: e.name, delay: e.processingStart - e.startTime, duration: e.duration }))),
      ).observe({ type: 'event', durationThreshold: 16 });
    });
    const done = nextMessage('burst-done');
    backend.send({ type: 'burst', events, ms: burstMs });
    // Keystrokes every 40 ms for as long as the burst lasts (and a little after).
    const typed = (async () => {
      const until = Date.now() + burstMs + 500;
      while (Date.now() < until) {
        await page.keyboard.type('x');
        await sleep(40);
      }
    })();
    const { elapsedMs, last } = await done;
    await typed;
    // Every event applied: the counters show the burst's last values (as the Russian console writes them: "2 000").
    const written = (count) => new RegExp(`^${new Intl.NumberFormat('ru').format(count)}$`);
    await page
      .getByTestId('figure-stack')
      .filter({ hasText: written(last.stack) })
      .waitFor({ timeout: 30_000 });
    await page
      .getByTestId('figure-participants')
      .filter({ hasText: written(last.online) })
      .waitFor({ timeout: 30_000 });
    await sleep(500);
    const bench = await page.evaluate(() => window.__bench);
    const longest = Math.max(0, ...bench.long);
    const delay = Math.max(0, ...bench.events.map((e) => e.delay));
    const duration = Math.max(0, ...bench.events.map((e) => e.duration));
    results.push({ longest, delay, duration });
    console.log(
      `[bench:expert] run ${run}: burst sent in ${elapsedMs.toFixed(0)} ms; longest task ${longest.toFixed(0)} ms (${bench.long.length} over 50 ms); ` +
        `worst keystroke input delay ${delay.toFixed(0)} ms, worst keystroke duration ${duration.toFixed(0)} ms (${bench.events.length} over 16 ms)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  children.stopAll();
}
const worst = (key) => Math.max(...results.map((r) => r[key]));
const blocked = Math.max(worst('longest'), worst('delay'));
console.log(
  `[bench:expert] worst of ${runs} runs: longest task ${worst('longest').toFixed(0)} ms, input delay ${worst('delay').toFixed(0)} ms ` +
    `(bar ${BAR_MS} ms: ${blocked <= BAR_MS ? 'met' : 'missed'}); keystroke duration ${worst('duration').toFixed(0)} ms; load average ${loadavg()[0].toFixed(1)}`,
);
const met = writeResults('expert', {
  parameters: { runs, events, burstMs, cpu },
  figures: { perRun: results, longestTaskMs: worst('longest'), inputDelayMs: worst('delay'), keystrokeDurationMs: worst('duration') },
  bars: [bar('input blocked ms (longest task or input delay, worst run)', blocked, BAR_MS)],
});
process.exit(met ? 0 : 1);

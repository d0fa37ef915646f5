// `npm run bench:web`: first-load JavaScript of pages, as compressed bytes transferred in Chromium.
// Starts the production build (built when needed) and a reference backend on their own ports, loads each page in a
// fresh browser context (empty cache) and sums the encoded size of every script response, as DevTools does.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { resolveChromium } from './chromium-path.mjs';

const WEB_PORT = 3310;
const BACKEND_PORT = 4310;
const base = `http://localhost:${WEB_PORT}`;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/en', '/fr', '/private', '/expert/login'];

buildIfNeeded();
for (const s of ['', '-wal', '-shm']) rmSync(`.data/bench.sqlite${s}`, { force: true });
const server = spawn('node', ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(WEB_PORT), BACKEND_PORT: String(BACKEND_PORT), DATABASE_PATH: '.data/bench.sqlite' },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function measure(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  let scripts = 0;
  let total = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    total += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') scripts += e.encodedDataLength;
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await context.close();
  return { path, scriptKB: scripts / 1024, totalKB: total / 1024 };
}

await waitForServer();
const browser = await chromium.launch({
  executablePath: resolveChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
});
const rows = [];
for (const path of pages) rows.push(await measure(browser, path));
await browser.close();
console.log('page\tfirst-load JS (kB, compressed)\tall bytes (kB)');
for (const r of rows) console.log(`${r.path}\t${r.scriptKB.toFixed(1)}\t${r.totalKB.toFixed(1)}`);
stop();
process.exit(0);

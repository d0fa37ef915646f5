// Servers for the web benchmarks: the app's production build with a fresh reference backend, and the bare
// comparison app (bench/bare: Next 16 with the same i18n provider and nothing else), each on its own port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { assertFree, createChildren, freshDatabase, serverEnv, waitFor } from './bench-kit.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { addCompileHints } from './compile-hints.mjs';

export const ports = { web: 3330, bare: 3331, backend: 4330 };
export const urls = { web: `http://localhost:${ports.web}`, bare: `http://localhost:${ports.bare}` };

const root = process.cwd();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const BARE_DIR = join(root, 'bench', 'bare');
const BARE_DIST = join(BARE_DIR, '.next-bare');
let children = null;

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => !name.startsWith('.next'))
    .reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/**
 * The bare app is rebuilt when its sources, the messages or the lockfile changed since its last build. It gets the
 * app's build step too (scripts/compile-hints.mjs): the bars compare the app's own work with the framework's, built
 * the same way.
 */
export function buildBareIfNeeded() {
  const marker = join(BARE_DIST, 'BUILD_ID');
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(newest(BARE_DIR), newest(join(root, 'messages')), newest(join(root, 'package-lock.json')));
  if (!builtAt || builtAt < changedAt) {
    console.log('[bench] building the bare comparison app (bench/bare)…');
    const result = spawnSync(bin('next'), ['build'], { cwd: BARE_DIR, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  addCompileHints(BARE_DIST);
}

/** Stops the servers startServers started (also done when the process exits). */
export function stopServers() {
  children?.stopAll();
}

/** Builds what is missing and starts the backend (fresh database), the app and the bare app. */
/**
 * The app is measured from its own build folder with the benchmark's reference pages added (BENCH_PAGES=1: the
 * static page the throughput bar compares against); otherwise it is the production build.
 */
const BENCH_BUILD = { NEXT_DIST_DIR: '.next-bench', BENCH_PAGES: '1' };

export async function startServers() {
  for (const port of Object.values(ports)) await assertFree(port);
  Object.assign(process.env, BENCH_BUILD);
  buildIfNeeded(root);
  buildBareIfNeeded();
  const database = '.data/bench.sqlite';
  freshDatabase(database);
  const env = serverEnv(ports, database, {
    // The benchmarks sign in with the demo accounts.
    DEMO_MODE: '1',
  });
  children ??= createChildren();
  children.start(bin('tsx'), ['backend/main.ts'], { cwd: root, env });
  children.start(bin('next'), ['start', '-p', String(ports.web)], { cwd: root, env });
  children.start(bin('next'), ['start', '-p', String(ports.bare)], { cwd: BARE_DIR, env: { ...env, PORT: String(ports.bare) } });
  await Promise.all([waitFor(`${urls.web}/`), waitFor(`${urls.bare}/ru`)]);
  // Warm both servers up: the first renders compile and load modules.
  for (let i = 0; i < 10; i++) {
    await fetch(`${urls.web}/`, { headers: { 'accept-language': 'ru' } });
    await fetch(`${urls.bare}/ru`);
  }
  for (const path of ['/', '/en', '/fr', '/static-reference']) await freshFromCache(`${urls.web}${path}`);
}

/**
 * Until the page comes fresh from the ISR cache. Next keeps generated pages on disk, so a server started again serves
 * an earlier run's copy once (STALE) while it renders a new one: visitors of a busy site never see that case, and a
 * copy older than the list's stale time makes the browser refresh the list (loading its fetching code).
 */
async function freshFromCache(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const response = await fetch(url, { headers: { 'accept-language': 'ru' } });
    await response.arrayBuffer();
    // The home page comes from the proxy's in-memory copy, other static pages from Next's cache.
    if (response.headers.get('x-landing-cache') === 'HIT' || response.headers.get('x-nextjs-cache') === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come from the cache within ${timeoutMs} ms`);
}

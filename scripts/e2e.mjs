// `npm run test:e2e`: one production build, then Playwright against it and a fresh reference backend.
// A full run (no arguments) then plays the live journeys again on the production realtime transport: laravel-echo's
// Pusher connector against the backend's Pusher-protocol endpoint (REALTIME_BROADCASTER=reverb), so both wires stay
// tested in a browser. E2E_SKIP_PUSHER=1 leaves that pass out. Then it plays them once more against a backend with its
// additions turned off (SPEC_ONLY=1): the product as a platform built exactly to the spec would run it
// (contract/README.md, "Spec-only switch"). E2E_SKIP_SPEC_ONLY=1 leaves that pass out.
// `npm run test:e2e:spec-only` (`--spec-only`) runs only that pass; Playwright arguments after it replace the live
// specs (e.g. `npm run test:e2e:spec-only -- e2e/chat.spec.ts`).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { resolveChromium } from './chromium-path.mjs';

const LIVE_SPECS = ['e2e/live-game.spec.ts', 'e2e/expert-console.spec.ts', 'e2e/chat.spec.ts'];

if (!resolveChromium()) {
  console.error('No Chromium found. Install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
buildIfNeeded();

function playwright(args, env = {}) {
  // Every run starts from the same seed: the e2e database is created afresh by the backend Playwright starts.
  const database = process.env.E2E_DATABASE_PATH ?? '.data/e2e.sqlite';
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  const result = spawnSync(join(process.cwd(), 'node_modules', '.bin', 'playwright'), ['test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return result.status ?? 1;
}

function specOnlyPass(outputDir, narrowed = []) {
  console.log('\n[e2e] the live journeys against the spec-only backend (SPEC_ONLY=1)');
  return playwright(narrowed.length > 0 ? narrowed : LIVE_SPECS, {
    SPEC_ONLY: '1',
    E2E_SPEC_ONLY: '1',
    E2E_OUTPUT_DIR: join(outputDir, 'spec-only'),
    PLAYWRIGHT_HTML_OUTPUT_DIR: join('playwright-report', 'spec-only'),
  });
}

const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';
const args = process.argv.slice(2);
if (args[0] === '--spec-only') process.exit(specOnlyPass(outputDir, args.slice(1)));

let status = playwright(args);
const fullRun = args.length === 0;
if (status === 0 && fullRun && process.env.E2E_SKIP_PUSHER !== '1') {
  console.log('\n[e2e] the live journeys again on the Pusher transport (REALTIME_BROADCASTER=reverb)');
  status = playwright(LIVE_SPECS, {
    REALTIME_BROADCASTER: 'reverb',
    E2E_OUTPUT_DIR: join(outputDir, 'pusher'),
    PLAYWRIGHT_HTML_OUTPUT_DIR: join('playwright-report', 'pusher'),
  });
}
if (status === 0 && fullRun && process.env.E2E_SKIP_SPEC_ONLY !== '1') status = specOnlyPass(outputDir);
process.exit(status);

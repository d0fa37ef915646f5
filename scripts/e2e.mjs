// `npm run test:e2e`: one production build, then Playwright against it and a fresh reference backend.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { resolveChromium } from './chromium-path.mjs';

if (!resolveChromium()) {
  console.error('No Chromium found. Install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
buildIfNeeded();
// Every run starts from the same seed: the e2e database is created afresh by the backend Playwright starts.
const database = process.env.E2E_DATABASE_PATH ?? '.data/e2e.sqlite';
for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
const result = spawnSync(join(process.cwd(), 'node_modules', '.bin', 'playwright'), ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
process.exit(result.status ?? 1);

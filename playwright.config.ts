import { defineConfig, devices } from '@playwright/test';
import { resolveChromium } from './scripts/chromium-path.mjs';

/**
 * End-to-end tests run the production build and a fresh reference backend on their own ports, so they never
 * collide with a running `npm start` (3000/4000) and always begin from the same seed.
 */
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3210);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4210);
export const e2eUrls = { web: `http://localhost:${WEB_PORT}`, backend: `http://localhost:${BACKEND_PORT}` };

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: e2eUrls.web,
    trace: 'retain-on-failure',
    locale: 'ru-RU',
    launchOptions: {
      executablePath: resolveChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'ru-RU' } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${e2eUrls.web}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(WEB_PORT),
      BACKEND_PORT: String(BACKEND_PORT),
      DATABASE_PATH: process.env.E2E_DATABASE_PATH ?? '.data/e2e.sqlite',
      // The specs read the mail outbox and use the local OAuth consent pages: demo mode, whatever the shell says.
      DEMO_MODE: '1',
      // Every browser and API call of the suite comes from 127.0.0.1: the per-address limits are for one client each.
      // The per-e-mail limits, and the address limits themselves (tests/security), are tested as configured.
      ADDRESS_LIMIT_SCALE: '50',
      NEXT_TELEMETRY_DISABLED: '1',
      // One third-party script configured (the demo backend's stand-in counter): e2e/third-party-scripts.spec.ts
      // checks it loads after the page is interactive and that the ones not configured never load.
      ANALYTICS_SCRIPT_URL: `http://localhost:${BACKEND_PORT}/dev/third-party/analytics.js`,
      ANALYTICS_COUNTER_ID: '424242',
      // The hero links a test game only when one is configured (e2e/routes-and-shell.spec.ts checks the link).
      LINK_TEST_GAME: 'https://test-game.example.com/try',
    },
  },
});

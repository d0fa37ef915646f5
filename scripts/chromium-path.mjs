// Finds a Chromium for Playwright: an explicit CHROMIUM_PATH, Playwright's own browser when it was downloaded,
// else the system's (Debian's /usr/bin/chromium). Machines without internet cannot download Playwright's build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function resolveChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // no bundled browser registered
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // not on PATH
    }
  }
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = resolveChromium();
  if (!path) process.exit(1);
  console.log(path);
}

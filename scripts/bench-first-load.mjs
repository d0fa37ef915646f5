// First-load JavaScript of a page: compressed bytes of every script transferred while it loads in Chromium with an
// empty cache (as DevTools' "transferred" column counts them), until the network is idle. Scripts loaded later on
// demand (on a click, or when a form scrolls into view) are not part of it.
import { chromium } from '@playwright/test';
import { resolveChromium } from './chromium-path.mjs';

export async function measureFirstLoad(pages) {
  const browser = await chromium.launch({
    executablePath: resolveChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  const rows = [];
  try {
    for (const { label, url } of pages) {
      const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
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
      await page.goto(url, { waitUntil: 'networkidle' });
      await context.close();
      rows.push({ label, url, scriptKB: scripts / 1024, totalKB: total / 1024 });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

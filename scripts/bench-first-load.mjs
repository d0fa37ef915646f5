// First-load JavaScript of a page: compressed bytes of every script transferred while it loads in Chromium with an
// empty cache (as DevTools' "transferred" column counts them), until the network is idle. Scripts loaded later on
// demand (on a click, or when a form scrolls into view) are not part of it.
// Each row also splits the scripts by who asked for them: the page's own (`pageScriptKB`: the document's script
// tags, the route's chunks) and the ones the page's code fetched afterwards (`laterScriptKB`: a part that loads when
// it opens, like a modal an address opens at once). `locale` sets the browser language (default ru-RU).
import { chromium } from '@playwright/test';
import { resolveChromium } from './chromium-path.mjs';

export async function measureFirstLoad(pages) {
  const browser = await chromium.launch({
    executablePath: resolveChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  const rows = [];
  try {
    for (const { label, url, locale = 'ru-RU', settle } of pages) {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const types = new Map();
      const parserInserted = new Set();
      let scripts = 0;
      let pageScripts = 0;
      let total = 0;
      cdp.on('Network.requestWillBeSent', (e) => {
        if (e.initiator?.type === 'parser') parserInserted.add(e.requestId);
      });
      cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
      cdp.on('Network.loadingFinished', (e) => {
        total += e.encodedDataLength;
        if (types.get(e.requestId) !== 'Script') return;
        scripts += e.encodedDataLength;
        if (parserInserted.has(e.requestId)) pageScripts += e.encodedDataLength;
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      // A page whose part opens by itself (a modal on its own address): until that part is on screen.
      if (settle) {
        await settle(page);
        await page.waitForLoadState('networkidle');
      }
      await context.close();
      rows.push({
        label,
        url,
        scriptKB: scripts / 1024,
        pageScriptKB: pageScripts / 1024,
        laterScriptKB: (scripts - pageScripts) / 1024,
        totalKB: total / 1024,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

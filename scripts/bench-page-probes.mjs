// What the browser benchmarks read inside a page, in one place: the interactions a visitor feels (Event Timing), the
// long tasks, the sockets and timers a screen holds, and the memory and DOM it keeps (CDP).
import { chromium } from '@playwright/test';
import { resolveChromium } from './chromium-path.mjs';

/** Playwright's Chromium for the page benchmarks: the Debian build, no GPU, no background traffic of its own. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: resolveChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
}

/** A `Cookie` header ('a=1; b=2') as Playwright's cookies for `url`'s host (for context.addCookies). */
export function cookiesFor(url, header) {
  const { hostname } = new URL(url);
  return header
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return { name: part.slice(0, at), value: part.slice(at + 1), domain: hostname, path: '/' };
    });
}

/**
 * An init script (page.addInitScript): every interaction (Event Timing entries over 16 ms grouped by interactionId,
 * the slowest entry of each, as INP counts it) and every long task, kept on `window.__probe`.
 */
export function recordInteractions() {
  const probe = (window.__probe ??= {});
  probe.interactions = new Map();
  probe.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = probe.interactions.get(entry.interactionId);
      if (!known || entry.duration > known.duration)
        probe.interactions.set(entry.interactionId, { name: entry.name, duration: entry.duration, at: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => probe.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
}

/** The interactions recorded since the last call ({name, duration, at}, in order) and the long tasks (ms); both are cleared. */
export function takeInteractions(page) {
  return page.evaluate(() => {
    const probe = window.__probe;
    const interactions = [...probe.interactions.values()].sort((a, b) => a.at - b.at);
    const longTasks = probe.longTasks;
    probe.interactions = new Map();
    probe.longTasks = [];
    return { interactions, longTasks };
  });
}

/**
 * An init script: counts the WebSockets open and the timers pending (intervals not cleared, timeouts neither fired
 * nor cleared), on `window.__held`, so a benchmark can tell whether a screen gave them back when the player left it.
 */
export function countHeldResources() {
  const held = (window.__held = { sockets: 0, socketsOpened: 0, intervals: new Set(), timeouts: new Set() });
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      held.sockets += 1;
      held.socketsOpened += 1;
      this.addEventListener('close', () => (held.sockets -= 1), { once: true });
    }
  };
  const { setInterval: si, clearInterval: ci, setTimeout: st, clearTimeout: ct } = window;
  window.setInterval = (...args) => {
    const id = si(...args);
    held.intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    held.intervals.delete(id);
    return ci(id);
  };
  window.setTimeout = (callback, ...rest) => {
    const id = st(
      (...a) => {
        held.timeouts.delete(id);
        if (typeof callback === 'function') callback(...a);
      },
      ...rest,
    );
    held.timeouts.add(id);
    return id;
  };
  window.clearTimeout = (id) => {
    held.timeouts.delete(id);
    return ct(id);
  };
}

/**
 * One sample of what the page holds: JS heap after a forced garbage collection (MB), DOM nodes and JS event
 * listeners (Memory.getDOMCounters), the elements in the document, the listeners on window and document
 * (DOMDebugger.getEventListeners), and, with countHeldResources installed, the open sockets and pending timers.
 */
export async function sampleHeld(cdp, page) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const listenersOn = async (expression) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
    return listeners.length;
  };
  const inPage = await page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    sockets: window.__held?.sockets ?? null,
    socketsOpened: window.__held?.socketsOpened ?? null,
    intervals: window.__held?.intervals.size ?? null,
    timeouts: window.__held?.timeouts.size ?? null,
  }));
  return {
    heapMB: Math.round((usedSize / 1024 / 1024) * 100) / 100,
    domNodes: counters.nodes,
    jsEventListeners: counters.jsEventListeners,
    windowListeners: await listenersOn('window'),
    documentListeners: await listenersOn('document'),
    ...inPage,
  };
}

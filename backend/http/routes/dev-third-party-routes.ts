import { Hono } from 'hono';

/**
 * A stand-in analytics counter with Yandex Metrika's interface (demo mode only): the web app's analytics can be
 * configured against it (`ANALYTICS_SCRIPT_URL={API origin}/dev/third-party/analytics.js`) and an end-to-end test
 * reads what the page reported from `window.__analyticsCalls`. It replays the calls queued before it ran, as the
 * real counter does, and records every later one. It sends nothing anywhere.
 */
const ANALYTICS_SCRIPT = `(function () {
  var queued = (window.ym && window.ym.a) || [];
  var calls = (window.__analyticsCalls = []);
  function ym() { calls.push(Array.prototype.slice.call(arguments)); }
  queued.forEach(function (args) { ym.apply(null, args); });
  window.ym = ym;
})();
`;

export function createDevThirdPartyRoutes() {
  const app = new Hono();
  app.get('/dev/third-party/analytics.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(ANALYTICS_SCRIPT);
  });
  return app;
}

// `npm run bench:web:lcp`: why the home page's simulated Lighthouse LCP is what it is, load by load. Extra
// information, no bar (the LCP bar is measured with applied throttling: bench-web.mjs); figures in
// bench/results/web-lcp-graph.json, exit code 0.
// Lighthouse's mobile LCP is simulated (Lantern) from an unthrottled load: every request that finished before the
// observed paint counts as needed for it, unless its script was seen to start running after the paint (and runs
// shorter than 10 ms are dropped from the graph before that check). Which requests finish first is a race on a
// local server, so this prints, for each load, the observed timings and what the simulation counted.
// Two server states alternate: "quiet" (the landing copy was refreshed just before, so the load is answered from
// memory with nothing else running) and "refreshing" (the copy is older than its 10 s, so the load also starts the
// background re-render of the page, which the server does while it answers the load's scripts). The bare page the
// bar compares against (bench/bare, a static page on its own server, so always quiet) is loaded in between.
// Options: --runs=4
// Lighthouse's own copy of the simulator, to read the per-node timings of the simulation it just ran.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { option, writeResults } from './bench-kit.mjs';
import { launchChromium, median, runLighthouse } from './bench-lighthouse.mjs';
import { startServers, stopServers, urls } from './bench-servers.mjs';

const runs = Number(option('runs', '4'));
/** lib/routing/landing-copies.ts keeps a copy fresh for 10 s. */
const COPY_STALE_AFTER_MS = 11_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const home = `${urls.web}/`;
const bare = `${urls.bare}/ru`;
const russian = { 'Accept-Language': 'ru-RU,ru;q=0.9' };

async function makeCopyFresh() {
  await (await fetch(home, { headers: russian })).arrayBuffer();
  await sleep(1_500);
  const check = await fetch(home, { headers: russian });
  await check.arrayBuffer();
  await sleep(500);
  return check.headers.get('x-landing-cache') === 'HIT';
}

const path = (url) => (url.startsWith('data:') ? 'inline data' : new URL(url).pathname.split('/').pop());

function countedRequests() {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return 'no simulation recorded';
  const network = [...timings.entries()].filter(([node]) => node.type === 'network');
  const byType = {};
  for (const [node] of network) byType[node.request.resourceType] = (byType[node.request.resourceType] ?? 0) + 1;
  const [lastNode, last] = network.reduce((a, b) => (b[1].endTime > a[1].endTime ? b : a));
  const types = Object.entries(byType)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
  return `${types}; the last ends at ${Math.round(last.endTime)} ms (${lastNode.request.resourceType} ${path(lastNode.request.url)})`;
}

await startServers();
const chrome = await launchChromium();
const results = { quiet: [], bare: [], refreshing: [] };
const loads = [];
try {
  for (let run = 0; run < runs; run++) {
    for (const state of ['quiet', 'bare', 'refreshing']) {
      if (state === 'quiet' && !(await makeCopyFresh())) console.log('  (the copy was not fresh before this load)');
      if (state === 'refreshing') await sleep(COPY_STALE_AFTER_MS);
      Lantern.Simulation.Simulator.allNodeTimings.clear();
      const { lhr } = await runLighthouse(state === 'bare' ? bare : home, chrome.port);
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      const observed = lhr.audits.metrics.details.items[0];
      const requests = lhr.audits['network-requests'].details.items;
      const scriptEnds = requests.filter((r) => r.resourceType === 'Script').map((r) => r.networkEndTime);
      const counted = countedRequests();
      results[state].push(lcp);
      loads.push({
        state,
        lcp,
        observedLcp: observed.observedLargestContentfulPaint,
        documentEnd: requests[0].networkEndTime,
        scriptEnds: [Math.min(...scriptEnds), Math.max(...scriptEnds)],
        counted,
      });
      console.log(
        `${state.padEnd(10)} LCP ${Math.round(lcp)} ms | observed: text painted ${observed.observedLargestContentfulPaint} ms, ` +
          `document ${Math.round(requests[0].networkEndTime)} ms, ${scriptEnds.length} scripts ended ` +
          `${Math.round(Math.min(...scriptEnds))}-${Math.round(Math.max(...scriptEnds))} ms`,
      );
      console.log(`${''.padEnd(10)} counted for LCP: ${counted}`);
    }
  }
} finally {
  await chrome.kill();
  stopServers();
}
const summary = {};
for (const [state, values] of Object.entries(results)) {
  const over = values.filter((v) => v > 1500).length;
  summary[state] = { medianLcp: median(values), over1500: over, loads: values.length };
  console.log(`${state}: median LCP ${Math.round(median(values))} ms, over 1.5 s in ${over} of ${values.length}`);
}
writeResults('web-lcp-graph', { parameters: { runs, throttling: 'simulate' }, figures: { summary, loads } });
process.exit(0);

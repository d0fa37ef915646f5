// `npm run bench:web`: the home page's quality bars, measured against the production build.
//   first-load JS of `/` (compressed, Chromium)   <= the bare page's + 30 kB
//   Lighthouse mobile (median of N runs)            score within 2 points of the bare page's, LCP <= 1.5 s,
//                                                   CLS <= 0.02, TBT <= the bare page's + 50 ms
//   throughput of `/` at 50 connections             >= half of a static page's on the same server, p99 <= 100 ms
// The bare page (bench/bare) is Next 16 with the same next-intl provider and messages, nothing else. The static page
// is the benchmark build's reference page (app/[locale]/(default)/static-reference/page.bench.tsx): prerendered, with
// the site's layout, header and footer. A static file on the same server is measured too, for scale.
// Options: --only=js,lighthouse,throughput  --runs=5  --duration=10  --connections=50
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureFirstLoad } from './bench-first-load.mjs';
import { measureLighthouse } from './bench-lighthouse.mjs';
import { startServers, stopServers, urls } from './bench-servers.mjs';
import { measureThroughput } from './bench-throughput.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const only = new Set(option('only', 'js,lighthouse,throughput').split(','));
const runs = Number(option('runs', '5'));
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));

const kb = (n) => `${n.toFixed(1)} kB`;
const ms = (n) => `${Math.round(n)} ms`;
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
const lines = [];
const report = (line) => {
  lines.push(line);
  console.log(line);
};

await startServers();
const results = { date: new Date().toISOString(), runs, connections, duration };
try {
  if (only.has('js')) {
    const rows = await measureFirstLoad([
      { label: '/', url: `${urls.web}/` },
      { label: '/en', url: `${urls.web}/en` },
      { label: '/fr', url: `${urls.web}/fr` },
      { label: '/private (shell only)', url: `${urls.web}/private` },
      { label: 'bare page', url: `${urls.bare}/ru` },
    ]);
    results.firstLoad = rows;
    const bare = rows.find((r) => r.label === 'bare page').scriptKB;
    report('\nFirst-load JS (compressed bytes transferred, empty cache)');
    for (const r of rows) report(`  ${r.label.padEnd(24)} ${kb(r.scriptKB).padStart(10)}   (+${kb(r.scriptKB - bare)} over bare; all bytes ${kb(r.totalKB)})`);
    const home = rows[0].scriptKB;
    report(`  bar: / <= bare + 30 kB: ${kb(home - bare)} over -> ${verdict(home - bare <= 30)}`);
  }

  if (only.has('lighthouse')) {
    const lh = await measureLighthouse(
      [
        { label: 'home', url: `${urls.web}/` },
        // The app's shell alone (header, footer, providers, fonts) on a page without the catalogue: attribution.
        { label: 'shell', url: `${urls.web}/private` },
        { label: 'bare', url: `${urls.bare}/ru` },
      ],
      runs,
    );
    results.lighthouse = lh;
    report(`\nLighthouse 12 mobile, performance (median of ${runs} runs, alternating)`);
    for (const [label, m] of Object.entries(lh)) {
      report(
        `  ${label.padEnd(6)} score ${m.score}  LCP ${ms(m.lcp)}  CLS ${m.cls.toFixed(3)}  TBT ${ms(m.tbt)}  FCP ${ms(m.fcp)}  scores [${m.runs.map((r) => r.score).join(', ')}]`,
      );
    }
    const { home, bare } = lh;
    report(`  bar: score within 2 of bare: ${home.score} vs ${bare.score} -> ${verdict(bare.score - home.score <= 2)}`);
    report(`  bar: LCP <= 1.5 s: ${ms(home.lcp)} -> ${verdict(home.lcp <= 1500)}`);
    report(`  bar: CLS <= 0.02: ${home.cls.toFixed(3)} -> ${verdict(home.cls <= 0.02)}`);
    report(`  bar: TBT <= bare + 50 ms: ${ms(home.tbt)} vs ${ms(bare.tbt)} -> ${verdict(home.tbt - bare.tbt <= 50)}`);
  }

  if (only.has('throughput')) {
    const rows = await measureThroughput(
      [
        { label: 'static file (same server)', url: `${urls.web}/images/game-default.svg` },
        { label: 'static page (same server)', url: `${urls.web}/static-reference` },
        { label: 'home page /', url: `${urls.web}/` },
        { label: 'shell only /private', url: `${urls.web}/private` },
        { label: 'bare page (own server)', url: `${urls.bare}/ru` },
      ],
      { connections, duration },
    );
    results.throughput = rows;
    report(`\nThroughput, ${connections} connections, ${duration} s each`);
    for (const r of rows)
      report(`  ${r.label.padEnd(26)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  errors ${r.errors}`);
    const [file, page, home] = rows;
    report(`  / serves ${((home.requestsPerSecond / file.requestsPerSecond) * 100).toFixed(1)} % of the static file's rate (for scale)`);
    report(
      `  bar: / >= half of the static page: ${((home.requestsPerSecond / page.requestsPerSecond) * 100).toFixed(1)} % -> ${verdict(home.requestsPerSecond * 2 >= page.requestsPerSecond)}`,
    );
    report(`  bar: p99 <= 100 ms: ${ms(home.p99)} -> ${verdict(home.p99 <= 100)}`);
  }
} finally {
  stopServers();
}

mkdirSync('.bench', { recursive: true });
const file = `.bench/bench-web-${results.date.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ ...results, summary: lines }, null, 2));
console.log(`\nresults: ${file}`);
process.exit(0);

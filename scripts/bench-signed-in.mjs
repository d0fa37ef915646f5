// `npm run bench:web:signed-in [-- --duration=15 --connections=50]`: what a signed-in visitor costs the web server,
// against the anonymous home page in the same run (autocannon, 50 connections, each address warmed up first).
// Bars (issue "Signed-in pages as fast as anonymous ones"), relative to the anonymous `/` of the same run:
//   signed-in `/`, `/en`, `/fr`, `/reg/{id}`        >= 1/2 of its req/s, p99 <= 300 ms
//   signed-in `/game/{id}`, `/expert/{id}`          >= 1/4 of its req/s, p99 <= 500 ms
//   `/expert/login`, a 404 (nonce, no data)          >= 1/2 of its req/s
// The production build of the benchmarks (bench-servers.mjs) with a fresh reference backend in demo mode; the demo
// player and expert sign in through the API and their session cookies go with every request.
// Figures and verdicts: bench/results/signed-in.json; the exit code is non-zero when a bar is missed.
import { apiCaller, bar, option, writeResults } from './bench-kit.mjs';
import { ports, startServers, stopServers, urls } from './bench-servers.mjs';
import { measureThroughput } from './bench-throughput.mjs';

const duration = Number(option('duration', '15'));
const connections = Number(option('connections', '50'));
const ms = (n) => `${Math.round(n)} ms`;

await startServers();
let met = false;
try {
  const call = apiCaller(`http://localhost:${ports.backend}`);
  const player = await call('POST', '/api/base/login', null, { email: 'player@quiz.test', password: 'demo12345' });
  const expert = await call('POST', '/api/iam/v1/auth/login', null, { email: 'expert@quiz.test', password: 'demo12345' });
  const { items } = await call('GET', '/api/live/v1/participants/mine', player.access_token);
  const live = items.find((item) => item.isLive);
  const games = await call('GET', '/api/base/main/games?language=ru');
  const open = games.items.find((game) => game.registrationAllowed) ?? games.items[0];
  const asPlayer = { cookie: `auth_token=${player.access_token}; auth_refresh=${player.refresh_token}` };
  const asExpert = { cookie: `expert_token=${expert.access_token}; expert_refresh=${expert.refresh_token}` };

  const targets = [
    { label: 'anonymous /', url: `${urls.web}/`, bar: null },
    { label: 'signed-in /', url: `${urls.web}/`, headers: asPlayer, bar: { share: 1 / 2, p99: 300 } },
    { label: 'signed-in /en', url: `${urls.web}/en`, headers: asPlayer, bar: { share: 1 / 2, p99: 300 } },
    { label: 'signed-in /fr', url: `${urls.web}/fr`, headers: asPlayer, bar: { share: 1 / 2, p99: 300 } },
    { label: `signed-in /reg/${open.id}`, url: `${urls.web}/reg/${open.id}`, headers: asPlayer, bar: { share: 1 / 2, p99: 300 } },
    { label: `signed-in /game/${live.id}`, url: `${urls.web}/game/${live.id}`, headers: asPlayer, bar: { share: 1 / 4, p99: 500 } },
    { label: `expert /expert/${live.gameId}`, url: `${urls.web}/expert/${live.gameId}`, headers: asExpert, bar: { share: 1 / 4, p99: 500 } },
    { label: '/expert/login', url: `${urls.web}/expert/login`, bar: { share: 1 / 2 } },
    { label: '404 /no-such-page', url: `${urls.web}/no-such-page`, bar: { share: 1 / 2 }, expect: 404 },
  ];
  // Each address once before measuring: a page that answers with a redirect or an error would measure nothing.
  for (const target of targets) {
    const response = await fetch(target.url, { headers: { 'accept-language': 'ru', ...target.headers }, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== (target.expect ?? 200)) throw new Error(`${target.url} answered ${response.status}`);
  }

  const rows = await measureThroughput(targets, { connections, duration });
  const anonymous = rows[0].requestsPerSecond;
  const results = rows.map((row, index) => {
    const { bar: limits, expect } = targets[index];
    const share = row.requestsPerSecond / anonymous;
    const errors = expect
      ? Object.entries(row.status ?? {})
          .filter(([code]) => Number(code) !== expect)
          .reduce((n, [, s]) => n + s.count, 0)
      : row.errors;
    const rowMet = limits === null ? null : share >= limits.share && (limits.p99 === undefined || row.p99 <= limits.p99) && errors === 0;
    return { ...row, errors, shareOfAnonymous: share, bar: limits, met: rowMet };
  });

  console.log(`\nThroughput, ${connections} connections, ${duration} s each (share of the anonymous home page's req/s)`);
  for (const r of results) {
    const verdict = r.met === null ? 'reference' : r.met ? 'PASS' : 'MISS';
    const barText = r.bar ? `bar >= ${(r.bar.share * 100).toFixed(0)} %${r.bar.p99 ? `, p99 <= ${r.bar.p99} ms` : ''}` : '';
    console.log(
      `  ${r.label.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  ${(r.shareOfAnonymous * 100).toFixed(0).padStart(4)} %  p50 ${ms(r.p50).padStart(7)}  p99 ${ms(r.p99).padStart(8)}  errors ${r.errors}  ${barText} -> ${verdict}`,
    );
  }
  met = writeResults('signed-in', {
    parameters: { connections, duration },
    figures: { rows: results },
    bars: results
      .filter((r) => r.bar !== null)
      .flatMap((r) => [
        bar(`${r.label} req/s share of anonymous /`, r.shareOfAnonymous, r.bar.share, r.shareOfAnonymous >= r.bar.share),
        ...(r.bar.p99 === undefined ? [] : [bar(`${r.label} p99 ms`, r.p99, r.bar.p99)]),
        bar(`${r.label} errors`, r.errors, 0),
      ]),
  });
} finally {
  stopServers();
}
process.exit(met ? 0 : 1);

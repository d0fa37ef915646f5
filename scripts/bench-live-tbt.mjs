// `npm run bench:live-tbt [-- --runs=5 --teams=2000 --web-port=3382 --bare-port=3383 --backend-port=4382]`: the
// live screens' loading work on a mid-range phone, against the production build and a fresh reference backend.
// Lighthouse 12 mobile with applied throttling (throttlingMethod 'devtools': the CPU really slowed 4x, the network
// really shaped as slow 4G; scripts/bench-lighthouse.mjs), median of `--runs`, pages measured alternately with the
// bare reference page (bench/bare) in the same run:
//   `/game/{id}`, the demo player signed in (session cookies), during an open round   TBT <= bare + 150 ms
//   `/expert/{gameId}` of the same game filled to 2,000 teams, the demo expert signed in  TBT <= bare + 150 ms
// The game is the seed's live game filled with bot teams by the backend bench:expert uses
// (backend/game/testing/expert-bench-backend.ts), in demo mode so the demo player signs in; the expert opens round 1
// through the API before the first run, and the round stays open for the whole measurement.
// The CPU slowdown is calibrated to the host by default (`--cpu-slowdown=calibrated`: the mid-tier phone Lighthouse's
// 4x stands for, as in bench-web.mjs); `--cpu-slowdown=4` slows it 4x whatever the host.
// Figures and verdicts: bench/results/live-tbt.json; the exit code is 1 when a bar is missed.
import { join } from 'node:path';
import { apiCaller, assertFree, bar, createChildren, freshDatabase, option, serverEnv, waitFor, writeResults } from './bench-kit.mjs';
import { measureLighthouse, resolveCpuSlowdown } from './bench-lighthouse.mjs';
import { buildBareIfNeeded } from './bench-servers.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const BAR_MS = 150;
const ports = {
  web: Number(option('web-port', '3382')),
  bare: Number(option('bare-port', '3383')),
  backend: Number(option('backend-port', '4382')),
};
const web = `http://localhost:${ports.web}`;
const bare = `http://localhost:${ports.bare}`;
const api = `http://localhost:${ports.backend}`;
const runs = Number(option('runs', '5'));
const teams = Number(option('teams', '2000'));
const cpuSlowdownSetting = option('cpu-slowdown', 'calibrated');
const root = process.cwd();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const children = createChildren();
const call = apiCaller(api);

for (const port of Object.values(ports)) await assertFree(port);
buildIfNeeded(root);
buildBareIfNeeded();
const database = '.data/bench-live-tbt.sqlite';
freshDatabase(database);
const env = serverEnv(ports, database, { DEMO_MODE: '1' });
const backend = children.start(
  process.execPath,
  [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'backend/game/testing/expert-bench-backend.ts', `--teams=${teams}`],
  {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  },
);
const ready = await new Promise((resolve, reject) => {
  backend.on('message', (message) => message.type === 'ready' && resolve(message));
  backend.once('exit', (code) => reject(new Error(`the backend exited (${code}) before it was ready`)));
});
children.start(bin('next'), ['start', '-p', String(ports.web)], { cwd: root, env });
children.start(bin('next'), ['start', '-p', String(ports.bare)], { cwd: join(root, 'bench', 'bare'), env: { ...env, PORT: String(ports.bare) } });
await Promise.all([waitFor(`${web}/`), waitFor(`${bare}/ru`)]);

const player = await call('POST', '/api/base/login', null, { email: 'player@quiz.test', password: 'demo12345' });
const expert = await call('POST', '/api/iam/v1/auth/login', null, { email: 'expert@quiz.test', password: 'demo12345' });
const live = (await call('GET', '/api/live/v1/participants/mine', player.access_token)).items.find((item) => item.isLive && item.gameId === ready.gameId);
if (!live) throw new Error(`the demo player takes no part in the live game ${ready.gameId}`);
const control = `/api/live/v1/experts/games/${ready.gameId}`;
await call('POST', `${control}/startTour`, expert.access_token, { tourNumber: 1 });
await call('POST', `${control}/openAnswers`, expert.access_token);

const asPlayer = { Cookie: `auth_token=${player.access_token}; auth_refresh=${player.refresh_token}` };
const asExpert = { Cookie: `expert_token=${expert.access_token}; expert_refresh=${expert.refresh_token}` };
const pages = [
  { label: 'bare', url: `${bare}/ru` },
  { label: `/game/${live.id}`, url: `${web}/game/${live.id}`, headers: asPlayer },
  { label: `/expert/${ready.gameId}`, url: `${web}/expert/${ready.gameId}`, headers: asExpert },
];
// Warm the servers up (and check each page answers 200 with its session: a redirect would measure another page).
for (const { url, headers } of pages) {
  for (let i = 0; i < 3; i++) {
    const response = await fetch(url, { headers: { 'accept-language': 'ru', ...headers }, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
}

const ms = (n) => `${Math.round(n)} ms`;
let met = false;
try {
  console.log(`[bench:live-tbt] game ${ready.gameId} with ${ready.teams} bot teams, round 1 open; Lighthouse applied throttling, ${runs} runs`);
  const { cpuSlowdown, hostIndex } = await resolveCpuSlowdown(cpuSlowdownSetting, `${bare}/ru`);
  const measured = await measureLighthouse(pages, runs, { throttling: 'devtools', cpuSlowdown });
  const host = hostIndex ? ` (calibrated: host benchmark index ${hostIndex})` : '';
  console.log(`\nLighthouse 12 mobile, applied throttling (CPU ${cpuSlowdown}x${host}, slow 4G), median of ${runs} runs, alternating`);
  for (const [label, m] of Object.entries(measured)) {
    console.log(
      `  ${label.padEnd(14)} TBT ${ms(m.tbt).padStart(8)}  score ${String(m.score).padStart(3)}  LCP ${ms(m.lcp).padStart(8)}  FCP ${ms(m.fcp).padStart(8)}  TBT per run [${m.runs.map((r) => Math.round(r.tbt)).join(', ')}]  host benchmark index ${m.benchmarkIndex}`,
    );
  }
  const base = measured.bare.tbt;
  met = writeResults('live-tbt', {
    parameters: {
      runs,
      teams: ready.teams,
      gameId: ready.gameId,
      throttling: `devtools (CPU ${cpuSlowdown}x, slow 4G)`,
      cpuSlowdown: { setting: cpuSlowdownSetting, multiplier: cpuSlowdown, hostBenchmarkIndex: hostIndex },
      ports,
    },
    figures: measured,
    bars: pages.slice(1).map(({ label }) => bar(`${label} TBT ms (<= bare + ${BAR_MS})`, measured[label].tbt, base + BAR_MS)),
  });
} finally {
  children.stopAll();
}
process.exit(met ? 0 : 1);

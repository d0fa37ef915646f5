// `npm run test:reliability`: the live game survives a backend crash mid-round.
//   200 bot teams (a separate process: backend/simulator) and two real browser teams play one round of the seeded
//   live game against the production build and a fresh reference backend (own ports: web 3381, backend 4381).
//   Mid-round the backend is killed with SIGKILL and started again on the same database; the browser teams keep
//   typing while it is down. Bars:
//     (condition, not a product bar) the backend is started again within 5 s of the kill
//     every answer typed before, during and after the crash is stored exactly once (bots and browsers)
//     each browser shows the right state (round open, every typed answer marked received) within 2 s of its
//     connection coming back
// Figures and verdicts: bench/results/reliability.json; exits 1 when a bar is missed (nothing lost, duplicated or
// missed). Options: --bots=200  --down=3 (seconds the backend stays down)
// A browser that does not get right goes on to the verification (so the run still says whether its answers were
// stored), and the report keeps what its screen showed and its answer posts since the kill, for the diagnosis.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { apiCaller, bar, createChildren, freshDatabase, option, sleep, waitFor, writeResults } from './bench-kit.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { resolveChromium } from './chromium-path.mjs';

const botCount = Number(option('bots', '200'));
const downSeconds = Number(option('down', '3'));
const ports = { web: 3381, backend: 4381 };
const web = `http://localhost:${ports.web}`;
const api = `http://localhost:${ports.backend}`;
const root = process.cwd();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const database = join(root, '.data', 'reliability.sqlite');
const env = {
  ...process.env,
  PORT: String(ports.web),
  BACKEND_PORT: String(ports.backend),
  DATABASE_PATH: database,
  NEXT_TELEMETRY_DISABLED: '1',
  DEMO_MODE: '1',
};
const log = (line) => console.log(`[reliability] ${line}`);
const children = createChildren();
const { start, signal } = children;
const call = apiCaller(api);
const login = (email, password, staff = false) => call('POST', staff ? '/api/iam/v1/auth/login' : '/api/base/login', null, { email, password });

const startBackend = () => start(bin('tsx'), ['backend/main.ts'], { env });

// ---- setup: build, fresh backend, web, bots -------------------------------------------------------------------
buildIfNeeded();
freshDatabase(database);
mkdirSync(join(root, '.data'), { recursive: true });
let backend = startBackend();
start(bin('next'), ['start', '-p', String(ports.web)], { env });
await waitFor(`${api}/health`);
await waitFor(`${web}/`);

// Bot accounts 1..N play in the simulator; account N+1 is the second browser team (a team of its own).
const prepared = spawnSync(bin('tsx'), ['backend/simulator/prepare-bench.ts', '--db', database, '--count', String(botCount + 1)], { env, encoding: 'utf8' });
if (prepared.status !== 0) throw new Error(`bot setup failed: ${prepared.stderr}`);
const { gameId, bots } = JSON.parse(prepared.stdout);
const browserBot = bots[botCount];
log(`game ${gameId}; ${botCount} bot teams starting (their logins take a while: passwords are hashed slowly on purpose)`);

let simulatorSummary = '';
const simulatorReady = new Promise((resolve) => {
  // One process (node --import tsx, not the tsx wrapper), so SIGINT reaches the simulator's own handler: it stops the
  // bots, verifies every answer against the backend and prints its summary.
  const simulator = start(process.execPath, ['--import', 'tsx', 'backend/simulator/simulate.ts', '--teams', String(botCount), '--url', api, '--db', database], {
    env,
    onLine: (line) => {
      if (line.includes('connected and subscribed')) resolve(simulator);
      if (line.includes('stored exactly once')) simulatorSummary = line;
    },
  });
});
const simulatorExit = simulatorReady.then((simulator) => new Promise((resolve) => simulator.on('exit', (code) => resolve(code))));
const simulator = await simulatorReady;
log(`${botCount} bot teams connected`);

// ---- two browser teams ----------------------------------------------------------------------------------------
const demo = await login('player@quiz.test', 'demo12345');
const second = await login(`bot-${botCount + 1}@sim.quiz.test`, 'bot12345');
const demoParticipant = (await call('GET', '/api/live/v1/participants/mine', demo.access_token)).items.find((p) => p.isLive).id;
const teams = [
  { name: 'demo team', tokens: demo, participantId: demoParticipant },
  { name: `bot team ${botCount + 1} (browser)`, tokens: second, participantId: browserBot.participantId },
];
const browser = await chromium.launch({ executablePath: resolveChromium(), args: ['--no-sandbox', '--disable-gpu'] });
for (const team of teams) {
  const context = await browser.newContext({ locale: 'ru-RU' });
  await context.addCookies([
    { name: 'auth_token', value: team.tokens.access_token, url: web, sameSite: 'Lax' },
    { name: 'auth_refresh', value: team.tokens.refresh_token, url: web, sameSite: 'Lax' },
  ]);
  team.page = await context.newPage();
  team.posts = recordAnswerPosts(team.page);
  await team.page.goto(`${web}/game/${team.participantId}`);
  await team.page.getByTestId('connection').filter({ hasText: 'На связи' }).waitFor({ timeout: 30_000 });
}
const answer = (team, n) => team.page.getByRole('textbox', { name: `Вопрос ${n}`, exact: true });
const mark = (team, n) => team.page.locator(`#answer-${n}-mark`);
const typedByBrowsers = new Map(teams.map((team) => [team, new Map()]));
async function type(team, n) {
  const text = `${team.participantId === demoParticipant ? 'Демо' : 'Бот'} ответ ${n}`;
  await answer(team, n).fill(text);
  typedByBrowsers.get(team).set(n, text);
}
async function allReceived(team, timeout) {
  for (const n of typedByBrowsers.get(team).keys()) await mark(team, n).filter({ hasText: 'получено ✓' }).waitFor({ timeout });
}
/** Whether the wait ended in time; a miss is recorded on the team with what its screen shows. */
async function arrived(team, step, wait) {
  try {
    await wait;
    return true;
  } catch {
    const marks = {};
    for (const n of typedByBrowsers.get(team).keys()) marks[n] = { typed: await answer(team, n).inputValue(), mark: await mark(team, n).textContent() };
    (team.misses ??= []).push({ step, marks, posts: team.posts.since(killedAt) });
    return false;
  }
}
/** The page's answer posts (POST …/results): when each left and how it ended, ms on this script's clock. */
function recordAnswerPosts(page) {
  const trail = [];
  const isPost = (request) => request.method() === 'POST' && /\/participants\/\d+\/results$/.test(request.url());
  page.on('request', (request) => isPost(request) && trail.push({ at: Date.now(), event: 'sent', body: request.postData() }));
  page.on('requestfinished', async (request) => {
    if (isPost(request)) trail.push({ at: Date.now(), event: `answered ${(await request.response())?.status()}` });
  });
  page.on('requestfailed', (request) => isPost(request) && trail.push({ at: Date.now(), event: `failed ${request.failure()?.errorText}` }));
  return { since: (t0) => trail.filter((entry) => entry.at >= t0 - 5000).map(({ at, ...rest }) => ({ ms: at - t0, ...rest })) };
}
let killedAt = 0;

// ---- the round ------------------------------------------------------------------------------------------------
const expert = (await login('expert@quiz.test', 'demo12345', true)).access_token;
const control = (action, body) => call('POST', `/api/live/v1/experts/games/${gameId}/${action}`, expert, body);
const state = await call('GET', `/api/live/v1/experts/games/${gameId}/currentTour`, expert);
if (state.tourNumber !== null) await control('closeTour');
const round = Math.max(state.lastClosedTour, state.tourNumber ?? 0) + 1;
await control('startTour', { tourNumber: round });
await control('openAnswers');
log(`round ${round}: answers open`);
const roundOpen = `Раунд ${round} из 7 · приём ответов`;
for (const team of teams) await team.page.getByTestId('round-state').filter({ hasText: roundOpen }).waitFor({ timeout: 15_000 });

// Before the crash.
for (const team of teams) for (const n of [1, 2]) await type(team, n);
for (const team of teams) await allReceived(team, 15_000);
await sleep(2000);

// The crash: SIGKILL, answers typed while the backend is gone, a restart on the same database.
signal(backend, 'SIGKILL');
killedAt = Date.now();
log(`backend killed (SIGKILL); down for ${downSeconds} s while the browser teams keep typing`);
for (const team of teams) for (const n of [3, 4]) await type(team, n);
await sleep(Math.max(0, downSeconds * 1000 - (Date.now() - killedAt)));
backend = startBackend();
const restartedAfterMs = Date.now() - killedAt;
await waitFor(`${api}/health`, { timeoutMs: 30_000, intervalMs: 50 });
const backAfterMs = Date.now() - killedAt;
log(`backend restarted ${restartedAfterMs} ms after the kill, answering after ${backAfterMs} ms`);

// Each browser: when its connection is back, how long until the screen is right again.
const recovery = await Promise.all(
  teams.map(async (team) => {
    await team.page.getByTestId('connection').filter({ hasText: 'На связи' }).waitFor({ timeout: 60_000 });
    const connectedAt = Date.now();
    const right = await arrived(
      team,
      'right after reconnecting',
      team.page
        .getByTestId('round-state')
        .filter({ hasText: roundOpen })
        .waitFor({ timeout: 60_000 })
        .then(() => allReceived(team, 60_000)),
    );
    return { team: team.name, reconnectedMs: connectedAt - killedAt, rightAfterReconnectMs: right ? Date.now() - connectedAt : null };
  }),
);

// After the crash.
for (const team of teams) for (const n of [5, 6, 7]) await type(team, n);
for (const team of teams) await arrived(team, 'answers typed after the crash received', allReceived(team, 20_000));
await sleep(3000);
await control('closeTour');
for (const team of teams)
  await arrived(team, 'round closed, sheet received', team.page.getByText(`Ответы раунда ${round} получены ✓`).waitFor({ timeout: 30_000 }));
log(`round ${round} closed; letting the bots finish their sheets`);
await sleep(8000);

// ---- verification ---------------------------------------------------------------------------------------------
const browserCheck = [];
for (const team of teams) {
  const { items } = await call('GET', `/api/live/v1/participants/${team.participantId}/results`, team.tokens.access_token);
  const sheet = items.find((item) => item.tourNumber === round);
  let once = 0;
  let wrong = 0;
  for (const [n, text] of typedByBrowsers.get(team)) {
    const found = sheet?.answers.filter((a) => a.questionNumber === n) ?? [];
    if (found.length === 1 && found[0].text === text) once += 1;
    else wrong += 1;
  }
  browserCheck.push({ team: team.name, typed: typedByBrowsers.get(team).size, storedOnce: once, lostOrWrong: wrong });
}
await browser.close();
simulator.kill('SIGINT');
const simulatorCode = await Promise.race([simulatorExit, sleep(120_000).then(() => 'timeout')]);

const bars = {
  restartedWithin5s: restartedAfterMs <= 5000,
  browsersRightWithin2s: recovery.every((r) => r.rightAfterReconnectMs !== null && r.rightAfterReconnectMs <= 2000),
  browsersNeverStuck: teams.every((team) => !team.misses),
  browserAnswersExactlyOnce: browserCheck.every((c) => c.lostOrWrong === 0 && c.storedOnce === c.typed),
  botAnswersExactlyOnce: simulatorCode === 0,
};
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
console.log(
  `\nReliability: ${botCount} bot teams + 2 browser teams, SIGKILL mid-round (load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
console.log(
  `  backend restarted ${restartedAfterMs} ms after the kill (condition: <= 5 s) -> ${verdict(bars.restartedWithin5s)}; answering after ${backAfterMs} ms`,
);
for (const r of recovery) {
  const right = r.rightAfterReconnectMs === null ? 'NOT right within 60 s' : `right state ${r.rightAfterReconnectMs} ms after that`;
  console.log(`  ${r.team}: connection back ${r.reconnectedMs} ms after the kill (${r.reconnectedMs - backAfterMs} ms after the backend answered), ${right}`);
}
for (const team of teams) {
  for (const miss of team.misses ?? []) {
    console.log(`  ${team.name}: waited in vain at "${miss.step}"; screen ${JSON.stringify(miss.marks)}`);
    for (const post of miss.posts) console.log(`    answer post ${post.ms} ms after the kill: ${post.event}${post.body ? ` ${post.body}` : ''}`);
  }
}
console.log(`  browsers right within 2 s of reconnecting -> ${verdict(bars.browsersRightWithin2s)}`);
for (const c of browserCheck) console.log(`  ${c.team}: typed ${c.typed}, stored exactly once ${c.storedOnce}, lost or wrong ${c.lostOrWrong}`);
console.log(
  `  bots: ${simulatorSummary.replace('[simulate] ', '') || 'no summary'} (simulator exit ${simulatorCode}) -> ${verdict(bars.botAnswersExactlyOnce)}`,
);
const misses = teams.filter((team) => team.misses).map((team) => ({ team: team.name, misses: team.misses }));
const met = writeResults('reliability', {
  parameters: { botCount, downSeconds },
  figures: { restartedAfterMs, backAfterMs, recovery, browserCheck, misses, simulatorSummary, simulatorCode },
  bars: [
    bar('backend restarted after the kill ms (condition)', restartedAfterMs, 5000),
    bar(
      'browsers right after reconnecting ms (slowest)',
      Math.max(...recovery.map((r) => r.rightAfterReconnectMs ?? Infinity)),
      2000,
      bars.browsersRightWithin2s,
    ),
    bar('browsers never stuck (teams that waited in vain)', misses.length, 0),
    bar(
      'browser answers lost, wrong or duplicated',
      browserCheck.reduce((n, c) => n + c.lostOrWrong + (c.typed - c.storedOnce), 0),
      0,
      bars.browserAnswersExactlyOnce,
    ),
    bar('bot answers stored exactly once (simulator exit code)', simulatorCode, 0, bars.botAnswersExactlyOnce),
  ],
});
children.stopAll();
process.exit(met ? 0 : 1);

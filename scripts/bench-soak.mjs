// `npm run bench:soak`: whole games in one browser at 1x CPU, against the production build and a fresh reference
// backend in demo mode (own ports: web 3385, backend 4385; --web-port / --backend-port change them). Three parts:
//   participant  the demo player's `/game/{id}` through a whole game: `--rounds` rounds (7), `--teams` bot teams (200)
//                answering through the real API and sockets (`npm run simulate`'s bots, backend/simulator), the chat
//                at `--chat-per-minute` (500) from up to 25 of the bots' accounts (as bench:chat sends), and per
//                round: the player types an answer in the sheet, the expert checks every sheet through the API
//                (each team's answers judged, the player's wrong), shows the scores, the player and up to 5 bot
//                teams appeal a wrong answer and the expert approves each (scores updated again); then `finish`.
//   expert       `/expert/{gameId}` of the same game on a fresh backend, filled to `--expert-teams` (2,000) registered teams, of
//                which `--teams` bots answer; the same game played.
//   leaks        the player navigates (client-side, Next's router) from `/` to `/game/{id}` and back `--navigations`
//                times (10); the sockets, timers and listeners the page holds on `/` are compared with before.
// Sampled after every round (and after `finish`): JS heap after a forced GC (HeapProfiler.collectGarbage, then
// Runtime.getHeapUsage), DOM nodes (Memory.getDOMCounters) and elements (querySelectorAll('*')), JS event listeners,
// and the long tasks of the round (PerformanceObserver 'longtask'). Bars:
//   heap after GC at the end <= round 1's + 20 MB, for each screen;
//   DOM nodes at the end <= 1.5x round 1's (bounded: lists are virtualised, not grown by every message or team);
//   no long task over 200 ms at 1x CPU during the game (the page's own load excluded);
//   leaks: on `/` after the last return, open WebSockets <= before the first visit (every socket of the game screen
//   closed), intervals pending <= before the first visit, and JS event listeners, listeners on window and on document
//   and DOM nodes <= after the trip half-way (the first visits load code once and may add a listener once; a leak
//   grows with every visit). Timeouts still pending and the heap after GC on `/` are printed, no bar.
// Time is compressed: a round's answers stay open `--round-seconds` (20), then the 15 s late-answer grace and the
// checking follow, so a 7-round game takes about 6 minutes instead of an evening's hour; the bots type their answers
// over the first half of the round.
// Options for a check run: --rounds --teams --expert-teams --chat-per-minute --round-seconds --navigations
// --parts=participant,expert,leaks. Figures and verdicts: bench/results/soak.json; exit code 1 when a bar is missed.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { apiCaller, assertFree, bar, createChildren, freshDatabase, option, serverEnv, sleep, waitFor, writeResults } from './bench-kit.mjs';
import { countHeldResources, launchBrowser, recordInteractions, sampleHeld, takeInteractions } from './bench-page-probes.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const HEAP_GROWTH_MB = 20;
const DOM_GROWTH = 1.5;
const LONG_TASK_MS = 200;
const GRACE_MS = 15_000;
const ports = { web: Number(option('web-port', '3385')), backend: Number(option('backend-port', '4385')) };
const web = `http://localhost:${ports.web}`;
const api = `http://localhost:${ports.backend}`;
const rounds = Number(option('rounds', '7'));
const teams = Number(option('teams', '200'));
const expertTeams = Number(option('expert-teams', '2000'));
const chatPerMinute = Number(option('chat-per-minute', '500'));
const roundSeconds = Number(option('round-seconds', '20'));
const navigations = Number(option('navigations', '10'));
const parts = new Set(option('parts', 'participant,expert,leaks').split(','));
const root = process.cwd();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const children = createChildren();
const call = apiCaller(api);
const log = (line) => console.log(`[bench:soak] ${line}`);

for (const port of Object.values(ports)) await assertFree(port);
buildIfNeeded(root);
const database = '.data/bench-soak.sqlite';
const env = serverEnv(ports, database, { DEMO_MODE: '1' });
let backend = null;
let player;
let expert;
let live;
let gameId;
const control = (path) => `/api/live/v1/experts/games/${gameId}${path}`;

/**
 * The reference backend on a fresh database, the demo player's and expert's sessions and the live game. Each game
 * gets its own: the bots' writes carry the same idempotency keys in every game (backend/simulator/bot.ts), which a
 * reset game would answer from the first game's replies.
 */
async function freshBackend() {
  if (backend && backend.exitCode === null) {
    const exited = new Promise((resolve) => backend.once('exit', resolve));
    children.signal(backend);
    await exited;
    await sleep(1000);
  }
  freshDatabase(database);
  backend = children.start(bin('tsx'), ['backend/main.ts'], { cwd: root, env });
  await waitFor(`${api}/health`);
  player = await call('POST', '/api/base/login', null, { email: 'player@quiz.test', password: 'demo12345' });
  expert = await call('POST', '/api/iam/v1/auth/login', null, { email: 'expert@quiz.test', password: 'demo12345' });
  live = (await call('GET', '/api/live/v1/participants/mine', player.access_token)).items.find((item) => item.isLive);
  gameId = live.gameId;
}

await freshBackend();
children.start(bin('next'), ['start', '-p', String(ports.web)], { cwd: root, env });
await waitFor(`${web}/`);

/** Bot teams registered for the live game, with a session each (backend/simulator/prepare-bench.ts). */
function prepareBots(count) {
  const prepared = spawnSync(process.execPath, [tsx, 'backend/simulator/prepare-bench.ts', '--db', database, '--count', String(count)], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (prepared.status !== 0) throw new Error(`preparing bots failed: ${prepared.stderr}`);
  return JSON.parse(prepared.stdout).bots;
}

/** `npm run simulate`'s bots (without --drive: they answer whenever the expert opens answers), once all subscribed. */
function startSimulator() {
  let child;
  const subscribed = new Promise((resolve) => {
    child = children.start(
      process.execPath,
      [tsx, 'backend/simulator/simulate.ts', '--teams', String(teams), '--url', api, '--db', database, '--round-seconds', String(roundSeconds)],
      {
        cwd: root,
        env,
        onLine: (line) => line.includes('connected and subscribed') && resolve(line),
      },
    );
  });
  return { subscribed, stop: () => children.signal(child, 'SIGKILL') };
}

/** Chat at `perMinute` from the first bots' accounts, as bench:chat sends (socket.io `/chat`, `send-message`). */
async function startChat(bots, perMinute) {
  if (perMinute <= 0) return { stop: async () => ({ sent: 0, closedForRound: 0 }) };
  const sockets = await Promise.all(
    bots.slice(0, 25).map(async ({ token }) => {
      const socket = io(`${api}/chat`, { transports: ['websocket'], forceNew: true });
      await new Promise((resolve, reject) => {
        socket.once('join-successful', resolve);
        socket.once('join-failed', reject);
        socket.once('auth-failed', reject);
        socket.on('connect', () => socket.emit('join', { gameId, token }));
      });
      return socket;
    }),
  );
  // Due times keep the rate; a message due while answers are open is refused by the chat's rule ('round': the chat
  // is closed during the answers) and counted, not retried, so the chat flows between the rounds.
  const counts = { sent: 0, closedForRound: 0 };
  let due = 0;
  let running = true;
  const started = Date.now();
  const loop = (async () => {
    while (running) {
      const at = started + (due * 60_000) / perMinute;
      if (at > Date.now()) await sleep(at - Date.now());
      const text = `Сообщение ${due + 1}: ${'ответ '.repeat(1 + (due % 12))}`.trim();
      const ack = await sockets[due % sockets.length].timeout(10_000).emitWithAck('send-message', { gameId, text, clientId: `soak-${randomUUID()}` });
      due += 1;
      if (ack.ok) counts.sent += 1;
      else if (ack.reason === 'round') counts.closedForRound += 1;
      else throw new Error(`chat message ${due} refused: ${ack.reason} ${ack.message}`);
    }
  })();
  // Awaited by stop(); until then a refusal must not surface as an unhandled rejection.
  loop.catch(() => {});
  return {
    stop: async () => {
      running = false;
      await loop;
      sockets.forEach((socket) => socket.close());
      return counts;
    },
  };
}

/** A wrong answer of this round's sheet appealed by its team (`Idempotency-Key` as the screen sends it). */
async function appealWrongAnswer(participantId, token, tourNumber) {
  const { items } = await call('GET', `/api/live/v1/participants/${participantId}/results`, token);
  const sheet = items.find((item) => item.tourNumber === tourNumber && item.status === 'CHECKED');
  const wrong = sheet?.answers.find((answer) => answer.text.trim() !== '' && answer.isCorrect === false);
  if (!wrong) return false;
  const response = await fetch(`${api}/api/live/v1/participants/${participantId}/results/${sheet.id}/appeal`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ questionNumber: wrong.questionNumber, concern: 'Наш ответ тоже верный: просим засчитать.' }),
  });
  await response.arrayBuffer();
  return response.status === 201;
}

/**
 * One whole game driven as the expert console drives it (the API calls, as the demo expert); `duringRound(n)` runs
 * while round n's answers are open, `afterRound(n)` once it is checked, scored and appealed.
 */
async function playGame(bots, { duringRound, afterRound }) {
  const token = expert.access_token;
  const counts = { sheets: 0, appeals: 0, scoresShown: 0 };
  for (let n = 1; n <= rounds; n++) {
    await call('POST', control('/startTour'), token, { tourNumber: n });
    await call('POST', control('/openAnswers'), token);
    const started = Date.now();
    await duringRound(n);
    await sleep(Math.max(0, started + roundSeconds * 1000 - Date.now()));
    await call('POST', control('/closeTour'), token);
    await sleep(GRACE_MS + 1000);
    // Drafts left at the end of the grace are collected on the next read.
    await call('GET', control('/currentTour'), token);
    for (let next = await call('POST', control('/results'), token); next.sheet; next = await call('POST', control('/results'), token)) {
      const { sheet } = next;
      const judged = sheet.answers.filter((a) => a.text.trim() !== '');
      const verdicts = Object.fromEntries(
        judged.map((a) => [String(a.questionNumber), sheet.participantId !== live.id && (a.questionNumber + sheet.participantId) % 2 === 0]),
      );
      await call('PATCH', control(`/results/${sheet.id}`), token, verdicts);
      counts.sheets += 1;
    }
    await call('POST', control('/showScores'), token);
    counts.scoresShown += 1;
    const appellants = [{ participantId: live.id, token: player.access_token }, ...bots.slice(0, 5)];
    for (const team of appellants) if (await appealWrongAnswer(team.participantId, team.token, n)) counts.appeals += 1;
    const { items } = await call('GET', control('/appeals/'), token);
    for (const appeal of items.filter((a) => a.status === 'PENDING')) {
      await call('PATCH', control(`/appeals/${appeal.id}`), token, { status: 'APPROVED', response: 'Засчитано.' });
    }
    await afterRound(n);
  }
  await call('POST', control('/finish'), token);
  return counts;
}

const browser = await launchBrowser();
const figures = {};
const bars = [];
const mb = (n) => `${n.toFixed(1)} MB`;

/** Plays a whole game with `page` open on a screen, sampling after each round and after `finish`. */
async function soak(label, page, cdp, bots, duringRound) {
  // Only what happens during the game counts: the page load's own tasks are forgotten.
  await takeInteractions(page);
  const chat = await startChat(bots, chatPerMinute);
  const samples = [];
  const take = async (round) => {
    const { longTasks } = await takeInteractions(page);
    const sample = { round, ...(await sampleHeld(cdp, page)), longTasks: longTasks.length, longestTaskMs: Math.round(Math.max(0, ...longTasks)) };
    samples.push(sample);
    log(
      `${label} ${round === 'finished' ? 'finished' : `round ${round}`}: heap ${mb(sample.heapMB)}, DOM nodes ${sample.domNodes}, elements ${sample.elements}, listeners ${sample.jsEventListeners}, long tasks ${sample.longTasks} (longest ${sample.longestTaskMs} ms)`,
    );
  };
  let counts;
  let chatSent = { sent: 0, closedForRound: 0 };
  try {
    counts = await playGame(bots, { duringRound: (n) => duringRound(n), afterRound: (n) => take(n) });
    await sleep(2000);
    await take('finished');
  } finally {
    chatSent = await chat.stop();
  }
  const [first, last] = [samples[0], samples.at(-1)];
  const longest = Math.max(...samples.map((s) => s.longestTaskMs));
  figures[label] = { samples, ...counts, chat: chatSent, heapGrowthMB: last.heapMB - first.heapMB, longestTaskMs: longest };
  log(
    `${label}: ${counts.sheets} sheets checked, ${counts.appeals} appeals approved, ${chatSent.sent} chat messages shown (${chatSent.closedForRound} due while answers were open, refused by the closed chat); load average ${loadavg()[0].toFixed(1)}`,
  );
  bars.push(
    bar(`${label}: heap after GC growth, round 1 to the end (MB)`, last.heapMB - first.heapMB, HEAP_GROWTH_MB),
    bar(`${label}: DOM nodes at the end (<= ${DOM_GROWTH}x round 1's ${first.domNodes})`, last.domNodes, Math.round(first.domNodes * DOM_GROWTH)),
    bar(`${label}: longest task ms at 1x CPU`, longest, LONG_TASK_MS),
  );
}

async function participantPart() {
  const bots = prepareBots(teams);
  const simulator = startSimulator();
  log(await simulator.subscribed);
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  await context.addCookies([
    { name: 'auth_token', value: player.access_token, url: web },
    { name: 'auth_refresh', value: player.refresh_token, url: web },
  ]);
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  await page.goto(`${web}/game/${live.id}`, { waitUntil: 'networkidle' });
  await page.getByTestId('connection').filter({ hasText: 'На связи' }).waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  try {
    await soak('participant', page, cdp, bots, async (n) => {
      // The player's answer (judged wrong, then appealed), then the chat tab stays open while the messages flow.
      await page.getByRole('tab', { name: /^Ответы/ }).click();
      const field = page.getByRole('textbox', { name: /^Вопрос \d+$/ }).first();
      await field.waitFor({ timeout: 30_000 });
      await field.fill(`Ответ команды в раунде ${n}`);
      await page.waitForTimeout(2000);
      await page.getByRole('tab', { name: /^Чат/ }).click();
    });
  } finally {
    simulator.stop();
    await context.close();
  }
}

async function expertPart() {
  if (parts.has('participant')) await freshBackend();
  const bots = prepareBots(Math.max(teams, expertTeams));
  const simulator = startSimulator();
  log(await simulator.subscribed);
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  await context.addCookies([
    { name: 'expert_token', value: expert.access_token, url: web, sameSite: 'Lax' },
    { name: 'expert_refresh', value: expert.refresh_token, url: web, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  await page.goto(`${web}/expert/${gameId}`, { waitUntil: 'networkidle' });
  await page.locator('[data-testid="connection"][data-view="online"]').waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  try {
    await soak('expert', page, cdp, bots, async () => {});
  } finally {
    simulator.stop();
    await context.close();
  }
}

async function leaksPart() {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  await context.addCookies([
    { name: 'auth_token', value: player.access_token, url: web },
    { name: 'auth_refresh', value: player.refresh_token, url: web },
  ]);
  const page = await context.newPage();
  await page.addInitScript(countHeldResources);
  const cdp = await context.newCDPSession(page);
  const away = async () => {
    await page.getByTestId('game-card').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    return sampleHeld(cdp, page);
  };
  // Next's App Router (window.next.router): a client-side navigation, as a link inside the site makes one.
  const go = (path) => page.evaluate((to) => window.next.router.push(to), path);
  await page.goto(`${web}/`, { waitUntil: 'networkidle' });
  const before = await away();
  const trips = [];
  for (let i = 1; i <= navigations; i++) {
    await go(`/game/${live.id}`);
    await page.getByTestId('connection').filter({ hasText: 'На связи' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    const onGame = await sampleHeld(cdp, page);
    await go('/');
    const back = await away();
    trips.push({ onGame, back });
    log(
      `trip ${i}: on the game ${onGame.sockets} sockets, ${onGame.intervals} intervals; back on / ${back.sockets} sockets, ${back.intervals} intervals, ${back.timeouts} timeouts, ${back.jsEventListeners} listeners (window ${back.windowListeners}, document ${back.documentListeners}), ${back.domNodes} DOM nodes, heap ${mb(back.heapMB)}`,
    );
  }
  await context.close();
  // The reference for what may not grow: the trip half-way. The first visits load code once (the game's, then the
  // chat's when the page is first idle) and may add a listener once; a leak adds with every visit, so it shows over
  // the second half of the trips.
  const [middle, last] = [trips[Math.ceil(trips.length / 2) - 1].back, trips.at(-1).back];
  figures.leaks = { before, trips, heapGrowthOnHomeMB: last.heapMB - before.heapMB };
  log(
    `before the first visit: ${before.sockets} sockets, ${before.intervals} intervals, ${before.timeouts} timeouts, ${before.jsEventListeners} listeners, ${before.domNodes} DOM nodes, heap ${mb(before.heapMB)}`,
  );
  bars.push(
    bar(`leaks: WebSockets open on / after ${navigations} trips (<= before the first visit)`, last.sockets, before.sockets),
    bar(`leaks: intervals pending on / after ${navigations} trips (<= before the first visit)`, last.intervals, before.intervals),
    bar(`leaks: JS event listeners on / after ${navigations} trips (<= half-way)`, last.jsEventListeners, middle.jsEventListeners),
    bar(`leaks: listeners on window after ${navigations} trips (<= half-way)`, last.windowListeners, middle.windowListeners),
    bar(`leaks: listeners on document after ${navigations} trips (<= half-way)`, last.documentListeners, middle.documentListeners),
    bar(`leaks: DOM nodes on / after ${navigations} trips (<= half-way)`, last.domNodes, middle.domNodes),
  );
}

let met = false;
try {
  log(`game ${gameId}; ${rounds} rounds of ${roundSeconds} s, ${teams} bot teams, chat ${chatPerMinute} a minute; load average ${loadavg()[0].toFixed(1)}`);
  // The leaks first: the game is live and not yet played, as a player meets it.
  if (parts.has('leaks')) await leaksPart();
  if (parts.has('participant')) await participantPart();
  if (parts.has('expert')) await expertPart();
  met = writeResults('soak', {
    parameters: { rounds, roundSeconds, teams, expertTeams, chatPerMinute, navigations, parts: [...parts], cpuSlowdown: 1, ports },
    figures,
    bars,
  });
} finally {
  await browser.close();
  children.stopAll();
}
process.exit(met ? 0 : 1);

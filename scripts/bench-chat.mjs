// `npm run bench:chat`: the game chat's quality bar, against the production build and a fresh reference backend
// (own ports: web 3361, backend 4361). 500 messages a minute from 25 other teams flow into one game while the
// demo player has the chat tab open in Chromium (CPU throttled 4x, as in bench:game) and types into the chat's
// message field the whole time. Measured in the page:
//   long tasks (PerformanceObserver 'longtask'): count, longest, and their blocking time (the part over 50 ms);
//   input delay: the slowest keystroke interactions (Event Timing, durationThreshold 16), p75 and worst;
//   correctness: every message stored once (history API) and the last one on screen (the list followed).
// Bars: every interaction <= 200 ms (INP "good"), every message stored once and the last one on screen.
// Figures and verdicts: bench/results/chat.json; the exit code is 1 when a bar is missed.
// Options: --messages=500 --seconds=60 --senders=25 --throttle=4
import { chromium } from '@playwright/test';
import Database from 'better-sqlite3';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { apiCaller, bar, createChildren, freshDatabase, option, serverEnv, sleep, waitFor, writeResults } from './bench-kit.mjs';
import { recordInteractions, takeInteractions } from './bench-page-probes.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { resolveChromium } from './chromium-path.mjs';

const ports = { web: 3361, backend: 4361 };
const web = `http://localhost:${ports.web}`;
const api = `http://localhost:${ports.backend}`;
const numeric = (name, fallback) => Number(option(name, String(fallback)));
const total = numeric('messages', 500);
const seconds = numeric('seconds', 60);
const senders = numeric('senders', 25);
const throttle = numeric('throttle', 4);
const root = process.cwd();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const children = createChildren();
const call = apiCaller(api);

buildIfNeeded(root);
const database = '.data/bench-chat.sqlite';
freshDatabase(database);
const env = serverEnv(ports, database, {
  DEMO_MODE: '1',
});
children.start(bin('tsx'), ['backend/main.ts'], { cwd: root, env });
children.start(bin('next'), ['start', '-p', String(ports.web)], { cwd: root, env });
await Promise.all([waitFor(`${api}/health`), waitFor(`${web}/`)]);

// The demo player's live game, and `senders` other teams in it (accounts written into the bench's own database).
const player = await call('POST', '/api/base/login', null, { email: 'player@quiz.test', password: 'demo12345' });
const live = (await call('GET', '/api/live/v1/participants/mine', player.access_token)).items.find((item) => item.isLive);
const db = new Database(database);
db.pragma('busy_timeout = 5000');
db.transaction(() => {
  const now = Date.now();
  const hash = db.prepare("SELECT password_hash FROM users WHERE email = 'player@quiz.test'").get().password_hash;
  const city = db.prepare('SELECT city_id FROM games WHERE id = ?').get(live.gameId).city_id;
  for (let k = 1; k <= senders; k++) {
    const user = db
      .prepare("INSERT INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'player', 1, ?)")
      .run(`Chatter ${k}`, `chatter-${k}@bench.quiz.test`, hash, now).lastInsertRowid;
    const team = db
      .prepare('INSERT INTO teams (name, city_id, captain_user_id, created_at) VALUES (?, ?, ?, ?)')
      .run(`Chat team ${k}`, city, user, now).lastInsertRowid;
    db.prepare("INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'captain', ?)").run(team, user, now);
    db.prepare("INSERT INTO participants (game_id, team_id, status, registered_by_user_id, created_at, updated_at) VALUES (?, ?, 'READY', ?, ?, ?)").run(
      live.gameId,
      team,
      user,
      now,
      now,
    );
  }
  // IMMEDIATE: reads then writes beside the running backend (a deferred one fails at once if the backend commits between).
}).immediate();
db.close();
const sockets = await Promise.all(
  Array.from({ length: senders }, async (_, i) => {
    const { access_token: token } = await call('POST', '/api/base/login', null, { email: `chatter-${i + 1}@bench.quiz.test`, password: 'demo12345' });
    const socket = io(`${api}/chat`, { transports: ['websocket'], forceNew: true });
    await new Promise((resolve, reject) => {
      socket.once('join-successful', resolve);
      socket.once('join-failed', reject);
      socket.once('auth-failed', reject);
      socket.on('connect', () => socket.emit('join', { gameId: live.gameId, token }));
    });
    return socket;
  }),
);

const browser = await chromium.launch({
  executablePath: resolveChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
});
let met;
try {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  await context.addCookies([
    { name: 'auth_token', value: player.access_token, url: web },
    { name: 'auth_refresh', value: player.refresh_token, url: web },
  ]);
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  await page.goto(`${web}/game/${live.id}`, { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: /^Чат/ }).click();
  const field = page.getByRole('textbox', { name: 'Сообщение', exact: true });
  await field.waitFor();
  await page.getByText('Чат: на связи').waitFor();
  // Only what happens under the stream counts: the page load's own tasks are forgotten.
  await takeInteractions(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await field.click();

  const interval = (seconds * 1000) / total;
  const started = Date.now();
  let typed = 0;
  const typing = (async () => {
    const text = 'Кто-нибудь знает, сколько раундов сегодня? ';
    while (Date.now() - started < seconds * 1000) {
      await page.keyboard.type(text, { delay: 80 });
      typed += text.length;
      await field.fill('');
    }
  })();
  // Awaited below; until then a failure of the stream (which closes the browser) must not surface as this one's.
  typing.catch(() => {});
  let last = '';
  for (let n = 0; n < total; n++) {
    const due = started + n * interval;
    if (due > Date.now()) await sleep(due - Date.now());
    last = `Сообщение ${n + 1} из ${total}: ${'ответ '.repeat(1 + (n % 12))}`.trim();
    const ack = await sockets[n % senders].timeout(10_000).emitWithAck('send-message', { gameId: live.gameId, text: last, clientId: `bench-${n}` });
    if (!ack.ok) throw new Error(`message ${n + 1} refused: ${ack.message}`);
  }
  const sentIn = (Date.now() - started) / 1000;
  await typing;
  await page.getByText(last, { exact: true }).waitFor({ timeout: 15_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const taken = await takeInteractions(page);
  const longTasks = taken.longTasks;
  const interactions = taken.interactions.map((i) => i.duration);
  const history = await call('GET', `/api/chats/v1/chats/GAME/${live.gameId}/messages?limit=100`, player.access_token);
  let stored = history.items.length;
  let before = history.items[0]?.id;
  for (let more = history.hasMore; more;) {
    const page2 = await call('GET', `/api/chats/v1/chats/GAME/${live.gameId}/messages?limit=100&before=${before}`, player.access_token);
    stored += page2.items.length;
    before = page2.items[0]?.id;
    more = page2.hasMore;
  }
  const sorted = [...interactions].sort((a, b) => a - b);
  const p75 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)] : 0;
  const worst = sorted.at(-1) ?? 0;
  const blocking = longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  const longest = Math.max(0, ...longTasks);
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(`Chat under load: ${total} messages from ${senders} teams in ${sentIn.toFixed(1)} s into one game, chat tab open, CPU throttled ${throttle}x`);
  console.log(`  stored ${stored} of ${total}; the last one on screen (the list followed the stream)`);
  console.log(`  long tasks: ${longTasks.length} (longest ${ms(longest)}), blocking time ${ms(blocking)} over ${seconds} s`);
  console.log(
    `  typing into the chat field meanwhile: ${typed} keystrokes, ${interactions.length} of them over 16 ms: p75 of those ${ms(p75)}, worst ${ms(worst)}   (load average ${loadavg()[0].toFixed(1)})`,
  );
  met = writeResults('chat', {
    parameters: { total, senders, seconds, throttle },
    figures: { sentInSeconds: sentIn, typed, stored, longTasks, longest, blocking, interactions, p75, worst },
    bars: [bar('messages stored (of those sent)', stored, total, stored === total), bar('slowest interaction ms (INP "good")', worst, 200)],
  });
} finally {
  sockets.forEach((socket) => socket.close());
  await browser.close();
  children.stopAll();
}
process.exit(met ? 0 : 1);

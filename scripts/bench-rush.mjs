// `npm run bench:rush`: a registration opening end to end, against the production build and a fresh reference
// backend in demo mode (own ports: web 3360, backend 4360; own database .data/bench-rush.sqlite), so it can run
// beside other work.
// Setup (not measured): N players (default 500) sign up through the API, confirm their address with the letter's
// code from the demo-mode mail outbox (/dev/mail.json), and sign in (POST /login); one Russian game (Moscow, 899 RUB,
// an account required) with P places (default 50) opens for registration.
// The rush: every player at once (a registration opening is everyone at once; --spread=S starts them evenly over S
// seconds instead), each with their own connections and session cookie (`auth_token`), as one browser:
//   opens `/` and `/reg/{id}` on the web server (the HTML documents, to their last byte; scripts and styles come
//   from the CDN in production and are not fetched), then does what the registration modal does through the API:
//   the data step's reads (cities/all, locations/guess), the team step (players/me/teams, then the new team created
//   there), the cost step (POST games/{id}/registrations with an Idempotency-Key, the account's team), and for a
//   held place the payment: the intent (with its own Idempotency-Key), the local test provider charging card 4242
//   (it sends the signed Check and Pay notifications), then GET registrations/{id} until it is decided, every 2.5 s.
// Bars (exit code 1 when one is missed; figures and verdicts in bench/results/rush.json):
//   no 5xx, pages or API;
//   no request failed or unanswered after 60 s (the window; one that is counts in the page times with its 60 s);
//   every page answered 200;
//   p99 page time <= 1 s, for `/` and for `/reg/{id}` each;
//   every player done within the 60 s window;
//   the game fills exactly to capacity: P places READY, read back through the API (the game's registration view
//   and each holder's registration);
//   every other player gets 409 `sold_out`.
// Sign-ups: 10 a minute per address (backend/rate-limits/limits.ts) would stop N sign-ups from one address; this
// trusted test traffic raises the per-address limits with ADDRESS_LIMIT_SCALE (docs/security/rate-limits-and-text.md)
// instead. The rush's own limits are per requester, so they are untouched.
// Options: --web-port=3360 --backend-port=4360 --players=500 --places=50 --spread=0
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { assertFree, bar, createChildren, freshDatabase, option, percentile, serverEnv, sleep, tally, waitFor, writeResults } from './bench-kit.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';

const ports = { web: Number(option('web-port', '3360')), backend: Number(option('backend-port', '4360')) };
const players = Number(option('players', '500'));
const places = Number(option('places', '50'));
const spreadSeconds = Number(option('spread', '0'));
const WINDOW_MS = 60_000;
const PAGE_P99_BAR_MS = 1000;
const REQUEST_TIMEOUT_MS = 60_000;
const POLL_MS = 2500;
const PASSWORD = 'rush-bench-12345';
const CARD = '4242424242424242';
const web = `http://localhost:${ports.web}`;
const api = `http://localhost:${ports.backend}`;
const root = process.cwd();
const database = '.data/bench-rush.sqlite';
const bin = (name) => join(root, 'node_modules', '.bin', name);
const loadBefore = loadavg();
const children = createChildren();

/**
 * One HTTP request; resolves with status, the body (JSON when it parses), milliseconds to the last byte, and never
 * rejects: a network failure is status 0, a request unanswered after the window (60 s) is status 0 with `timedOut`
 * and counts with its 60 s. `agent` is the player's: their own kept-alive connections.
 */
function send(origin, method, path, { agent, headers = {}, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders = { ...headers };
  if (payload !== undefined) {
    allHeaders['Content-Type'] = 'application/json';
    allHeaders['Content-Length'] = Buffer.byteLength(payload);
  }
  const started = performance.now();
  let timedOut = false;
  return new Promise((resolve) => {
    const done = (status, text) => {
      clearTimeout(deadline);
      let parsed = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // an HTML page, or a body that is not JSON: kept as text
      }
      resolve({ status, body: parsed, ms: performance.now() - started, timedOut });
    };
    const request = http.request(`${origin}${path}`, { method, headers: allHeaders, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('error', (error) => done(0, String(error)));
      response.on('end', () => done(response.statusCode ?? 0, text));
      response.on('close', () => {
        if (!response.complete) done(0, 'closed before its end');
      });
    });
    // A deadline for the whole exchange (a socket timeout would let a page that trickles in run past it).
    const deadline = setTimeout(() => {
      timedOut = true;
      request.destroy(new Error(`timed out after ${REQUEST_TIMEOUT_MS} ms`));
    }, REQUEST_TIMEOUT_MS);
    request.on('error', (error) => done(0, String(error)));
    request.end(payload);
  });
}

/** Runs `task` over the items with at most `size` at a time (setup: scrypt is costly, the machine has 2 cores). */
async function inPool(items, size, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

const expect = (reply, status, what) => {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};

// 1. Servers: the production build, a fresh backend in demo mode, `next start`.
for (const port of Object.values(ports)) await assertFree(port);
buildIfNeeded(root);
freshDatabase(database);
const env = serverEnv(ports, database, {
  DEMO_MODE: '1',
  ADDRESS_LIMIT_SCALE: String(Math.min(1000, Math.max(1, Math.ceil(players / 10)))),
});
children.start(bin('tsx'), ['backend/main.ts'], { cwd: root, env });
await waitFor(`${api}/health`);
children.start(bin('next'), ['start', '-p', String(ports.web)], { cwd: root, env });
await waitFor(`${web}/`);
const ru = { 'Accept-Language': 'ru-RU,ru;q=0.9', Accept: 'application/json' };

// 2. The players: sign-up, the confirmation letter's code, sign-in.
const setupStarted = performance.now();
const signUp = async (_, i) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const name = `Игрок ${i + 1}`;
  const email = `rush-${i + 1}@bench.quiz.test`;
  const at = (method, path, body) => send(api, method, path, { agent, headers: ru, body });
  expect(
    await at('POST', '/api/base/players', {
      name,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_live: 1,
      is_promo: false,
      utm_source: null,
      utm_content: null,
      utm_medium: null,
      utm_term: null,
      utm_campaign: null,
    }),
    201,
    `sign-up of ${email}`,
  );
  const letters = expect(await at('GET', `/dev/mail.json?to=${encodeURIComponent(email)}&limit=1`), 200, 'mail outbox').data;
  const code = letters[0]?.links.find((link) => link.includes('/mail-auth/'))?.split('/mail-auth/')[1];
  expect(await at('GET', `/api/base/players/email/confirm/${code}`), 200, `confirmation of ${email}`);
  const session = expect(await at('POST', '/api/base/login', { email, password: PASSWORD }), 200, `sign-in of ${email}`);
  agent.destroy();
  return { name, email, token: session.access_token };
};
const accounts = await inPool(Array.from({ length: players }), 6, signUp);
const setupMs = performance.now() - setupStarted;
console.log(`[bench] ${players} players signed up, confirmed and signed in (${(setupMs / 1000).toFixed(1)} s, not measured)`);

// 3. The game: Moscow (the city a Russian visitor is offered), 899 RUB, `places` places, open since an hour ago.
// Games have no API to create them: written into the backend's own database file, as the simulator and
// bench:registration do; everything after goes through the API.
const moscow = expect(await send(api, 'GET', '/api/base/locations/guess', { headers: ru }), 200, 'location guess');
const db = new Database(join(root, database));
db.pragma('busy_timeout = 5000');
const timezone = db.prepare('SELECT timezone FROM cities WHERE id = ?').pluck().get(moscow.id);
const startsAt = Date.now() + 3 * 24 * 3600 * 1000;
const startsLocalDate = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(startsAt);
const gameId = Number(
  db
    .prepare(
      `INSERT INTO games (city_id, type, name, description, topic, starts_at, starts_local_date, registration_at,
        registration_allowed, max_participants, price_minor, currency, created_at)
      VALUES (?, 'classic', 'Открытие регистрации', NULL, NULL, ?, ?, ?, 1, ?, 89900, 'RUB', ?)`,
    )
    .run(moscow.id, startsAt, startsLocalDate, Date.now() - 3600 * 1000, places, Date.now()).lastInsertRowid,
);
db.close();
const opened = expect(await send(api, 'GET', `/api/base/main/games/${gameId}/registration`, { headers: ru }), 200, 'the game').data;
console.log(`[bench] game #${gameId} in ${moscow.city}: ${opened.state}, ${opened.placesLeft} places, ${opened.game.price} ${opened.game.currency}`);

// Warm-up (not measured): the first renders of a fresh `next start` load the pages' modules.
const warmUp = { cookie: `auth_token=${accounts[0].token}`, 'accept-language': ru['Accept-Language'] };
for (let i = 0; i < 5; i++) {
  for (const path of ['/', `/reg/${gameId}`]) await send(web, 'GET', path, { headers: warmUp });
}

// 4. The rush.
/** Every request of the rush, by step: {step, status, ms, label}; the label is the status with a 409's reason. */
const requests = [];
const labelOf = (reply) => {
  if (reply.status === 0) return reply.timedOut ? 'timeout' : 'failed';
  return reply.body?.reason ? `${reply.status} ${reply.body.reason}` : String(reply.status);
};
const record = (step, reply) => {
  requests.push({ step, status: reply.status, ms: reply.ms, label: labelOf(reply) });
  return reply;
};

async function rushOf(player, index) {
  if (spreadSeconds > 0) await sleep((index / players) * spreadSeconds * 1000);
  // One browser: its own connections to the site and to the API.
  const pages = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const calls = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const page = (step, path) =>
    send(web, 'GET', path, {
      agent: pages,
      headers: { cookie: `auth_token=${player.token}`, 'accept-language': ru['Accept-Language'], accept: 'text/html' },
    }).then((reply) => record(step, reply));
  const call = (step, method, path, { body, headers = {} } = {}) =>
    send(api, method, path, { agent: calls, headers: { ...ru, Authorization: `Bearer ${player.token}`, ...headers }, body }).then((reply) =>
      record(step, reply),
    );
  const outcome = { registered: null, reason: null, finalStatus: null };
  try {
    await page('page /', '/');
    await page('page /reg/{id}', `/reg/${gameId}`);
    // The modal's data step: the city select and its guess; the name is the account's.
    const [, guess] = await Promise.all([
      call('GET cities/all', 'GET', '/api/base/main/cities/all?sort=name%2Cid'),
      call('GET locations/guess', 'GET', '/api/base/locations/guess'),
    ]);
    const cityId = guess.body?.id ?? moscow.id;
    // The team step: the player's teams, then the new team is created at this step.
    await call('GET players/me/teams', 'GET', '/api/base/players/me/teams');
    const team = await call('POST players/me/teams', 'POST', '/api/base/players/me/teams', { body: { name: `Команда ${index + 1}`, cityId } });
    if (team.status !== 201) return outcome;
    // The cost step: the registration, with the flow's Idempotency-Key.
    const registration = await call('POST games/{id}/registrations', 'POST', `/api/base/games/${gameId}/registrations`, {
      headers: { 'Idempotency-Key': randomUUID() },
      body: { language: 'ru', name: player.name, cityId, teamId: team.body.data.id, promo: null, consent: true, agreement: true },
    });
    outcome.reason = registration.body?.reason ?? null;
    if (registration.status !== 201) return outcome;
    const id = registration.body.data.id;
    outcome.registered = id;
    // The payment step: the intent, the widget's charge by the test provider, then the registration until decided.
    const intent = await call('POST registrations/{id}/payment', 'POST', `/api/base/registrations/${id}/payment`, {
      headers: { 'Idempotency-Key': randomUUID() },
      body: {},
    });
    if (intent.status !== 201) return outcome;
    await call('POST /dev/payments/charge', 'POST', '/dev/payments/charge', { body: { ...intent.body.data, cardNumber: CARD } });
    for (let poll = 0; poll < 10; poll++) {
      const read = await call('GET registrations/{id}', 'GET', `/api/base/registrations/${id}`);
      outcome.finalStatus = read.body?.data?.status ?? null;
      const undecided = read.status === 200 && ['processing', 'awaiting_payment'].includes(read.body.data.paymentState);
      if (!undecided) break;
      await sleep(POLL_MS);
    }
    return outcome;
  } finally {
    pages.destroy();
    calls.destroy();
  }
}

const loadAtRush = loadavg();
console.log(
  `[bench] the rush: ${players} players ${spreadSeconds > 0 ? `starting over ${spreadSeconds} s` : 'at once'} (load average ${loadAtRush.map((v) => v.toFixed(2)).join(' ')})`,
);
const rushStarted = performance.now();
const outcomes = await Promise.all(accounts.map(rushOf));
const rushMs = performance.now() - rushStarted;

// 5. Read back through the API, and judge.
const after = expect(await send(api, 'GET', `/api/base/main/games/${gameId}/registration`, { headers: ru }), 200, 'the game after').data;
const holders = outcomes.filter((o) => o.registered !== null);
const ready = holders.filter((o) => o.finalStatus === 'READY').length;
const soldOut = outcomes.filter((o) => o.registered === null && o.reason === 'sold_out').length;
const steps = [...new Set(requests.map((r) => r.step))];
const byStep = Object.fromEntries(
  steps.map((step) => {
    const rows = requests.filter((r) => r.step === step);
    const ms = rows.map((r) => r.ms);
    return [
      step,
      {
        count: rows.length,
        statuses: tally(rows.map((r) => r.label)),
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        p99: percentile(ms, 99),
        max: percentile(ms, 100),
      },
    ];
  }),
);
const pageSteps = steps.filter((step) => step.startsWith('page '));
const serverErrors = requests.filter((r) => r.status >= 500).length;
const unanswered = requests.filter((r) => r.status === 0).length;
const bars = {
  noServerErrors: { bar: 'no 5xx', measured: serverErrors, pass: serverErrors === 0 },
  everyRequestAnswered: { bar: `no timeout (${REQUEST_TIMEOUT_MS / 1000} s) or failure`, measured: unanswered, pass: unanswered === 0 },
  pagesServed: {
    bar: 'every page 200',
    measured: requests.filter((r) => pageSteps.includes(r.step) && r.status !== 200).length,
    pass: requests.every((r) => !pageSteps.includes(r.step) || r.status === 200),
  },
  ...Object.fromEntries(
    pageSteps.map((step) => [`p99 ${step}`, { bar: PAGE_P99_BAR_MS, measured: byStep[step].p99, pass: byStep[step].p99 <= PAGE_P99_BAR_MS }]),
  ),
  withinWindow: { bar: `every player done within ${WINDOW_MS / 1000} s`, measured: Math.round(rushMs), pass: rushMs <= WINDOW_MS },
  filledToCapacity: {
    bar: `${places} places READY, 0 left`,
    measured: { holders: holders.length, ready, participantsCount: after.game.participantsCount, placesLeft: after.placesLeft, state: after.state },
    pass: holders.length === places && ready === places && after.game.participantsCount === places && after.placesLeft === 0 && after.state === 'sold_out',
  },
  othersSoldOut: { bar: `${players - places} x 409 sold_out`, measured: soldOut, pass: soldOut === players - places },
};

const cell = (value, width) => String(value ?? '-').padStart(width);
console.log(`\n${'step'.padEnd(32)}${cell('n', 6)}${cell('p50 ms', 9)}${cell('p95 ms', 9)}${cell('p99 ms', 9)}${cell('max ms', 9)}  statuses`);
for (const [step, s] of Object.entries(byStep)) {
  console.log(
    `${step.padEnd(32)}${cell(s.count, 6)}${cell(s.p50, 9)}${cell(s.p95, 9)}${cell(s.p99, 9)}${cell(s.max, 9)}  ${Object.entries(s.statuses)
      .map(([k, n]) => `${k} x${n}`)
      .join(', ')}`,
  );
}
console.log(`\nrush: ${players} players in ${(rushMs / 1000).toFixed(1)} s; ${holders.length} held a place, ${ready} READY; ${soldOut} sold out`);

const round = (values) => values.map((v) => Math.round(v * 100) / 100);
const met = writeResults('rush', {
  parameters: { players, places, spreadSeconds, ports, addressLimitScale: Number(env.ADDRESS_LIMIT_SCALE) },
  figures: {
    loadAverage: { atStart: round(loadBefore), atRush: round(loadAtRush) },
    setupSeconds: Math.round(setupMs / 100) / 10,
    gameId,
    rush: { wallMs: Math.round(rushMs), holders: holders.length, ready, soldOut, serverErrors, unanswered, byStep },
    gameAfter: {
      participantsCount: after.game.participantsCount,
      maxParticipants: after.game.maxParticipants,
      placesLeft: after.placesLeft,
      state: after.state,
    },
  },
  bars: Object.entries(bars).map(([name, b]) => bar(name, b.measured, b.bar, b.pass)),
});
children.stopAll();
process.exit(met ? 0 : 1);

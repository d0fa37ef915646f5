// `npm run bench:registration`: registration under a rush, against a fresh reference backend (own port 4361,
// own database), through its real HTTP API.
//   300 bots register at once for a game with 10 places left -> exactly 10 READY once their payments are confirmed
//   by webhook, every other request gets 409 sold_out, none gets a 5xx;
//   one payment's Pay notification delivered 100 times at once -> registered once.
// The bots are guests of the English site (no account needed there), each with its own e-mail, team and
// Idempotency-Key, spread over 30 loopback addresses (127.0.0.2-31) so no per-address limit shapes the result. The
// winners pay through the local test provider (card 4242...), which sends signed Check and Pay notifications; the
// duplicates are signed by this script with the secret it gave the backend, and posted over HTTP like the provider's.
// Figures and the verdict: bench/results/registration.json; exit code 1 when a bar is missed.
// Options: --port=4361 --bots=300 --places=10 --duplicates=100
import Database from 'better-sqlite3';
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { join } from 'node:path';
import { assertFree, bar, createChildren, freshDatabase, option, percentile, sleep, tally, waitFor, writeResults } from './bench-kit.mjs';

const port = Number(option('port', '4361'));
const bots = Number(option('bots', '300'));
const places = Number(option('places', '10'));
const duplicates = Number(option('duplicates', '100'));
const root = process.cwd();
const origin = `http://127.0.0.1:${port}`;
const database = '.data/bench-registration.sqlite';
const secret = randomBytes(32).toString('hex');
const children = createChildren();

/** One HTTP request from a given loopback address; resolves with status, body and milliseconds (never rejects). */
function request(method, path, { body, headers = {}, from = '127.0.0.1', raw } = {}) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const allHeaders = { Accept: 'application/json', ...headers };
  if (payload !== undefined) {
    allHeaders['Content-Type'] ??= 'application/json';
    allHeaders['Content-Length'] = Buffer.byteLength(payload);
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${origin}${path}`, { method, headers: allHeaders, localAddress: from }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        let parsed = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = text;
        }
        resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
      });
    });
    req.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }));
    req.end(payload);
  });
}

await assertFree(port);
freshDatabase(database);
children.start(join(root, 'node_modules', '.bin', 'tsx'), ['backend/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    BACKEND_PORT: String(port),
    BACKEND_HOST: '127.0.0.1',
    DATABASE_PATH: database,
    LOG_LEVEL: 'warn',
    DEMO_MODE: '1',
    PAYMENT_API_SECRET: secret,
  },
});
await waitFor(`${origin}/health`);

// The game: 10 places left in London, the rest taken by the seed's English-speaking bot teams (the simulator's
// way: written into the backend's own database file; everything after goes through the API).
const db = new Database(join(root, database));
db.pragma('busy_timeout = 5000');
const gameId = db.transaction(() => {
  const london = db.prepare("SELECT id FROM cities WHERE country = 'GB' ORDER BY id LIMIT 1").pluck().get();
  const teams = db
    .prepare("SELECT t.id FROM teams t JOIN cities c ON c.id = t.city_id WHERE t.captain_user_id IS NULL AND c.country <> 'RU' ORDER BY t.id LIMIT 30")
    .pluck()
    .all();
  const startsAt = Date.now() + 3 * 24 * 3600 * 1000;
  const date = new Date(startsAt).toISOString().slice(0, 10);
  const id = Number(
    db
      .prepare(
        `INSERT INTO games (city_id, type, name, description, starts_at, starts_local_date, registration_at,
        registration_allowed, max_participants, price_minor, currency, created_at)
      VALUES (?, 'classic', 'Registration rush', NULL, ?, ?, ?, 1, ?, 1000, 'USD', ?)`,
      )
      .run(london, startsAt, date, Date.now() - 3600 * 1000, teams.length + places, Date.now()).lastInsertRowid,
  );
  const insert = db.prepare("INSERT INTO participants (game_id, team_id, status, created_at, updated_at) VALUES (?, ?, 'READY', ?, ?)");
  for (const team of teams) insert.run(id, team, Date.now(), Date.now());
  return id;
})();
const before = (await request('GET', `/api/base/main/games/${gameId}/registration`)).body.data;
console.log(`[bench] game #${gameId}: ${before.game.participantsCount}/${before.game.maxParticipants} taken, ${before.placesLeft} places left; ${bots} bots`);

// 1. The rush.
const rushStarted = performance.now();
const attempts = await Promise.all(
  Array.from({ length: bots }, (_, i) =>
    request('POST', `/api/base/games/${gameId}/registrations`, {
      from: `127.0.0.${2 + (i % 30)}`,
      headers: { 'Accept-Language': 'en', 'Idempotency-Key': `bench-${i}` },
      body: {
        language: 'en',
        name: `Bot ${i}`,
        email: `bot-${i}@bench.quiz.test`,
        city: 'Bristol',
        teamName: `Rush team ${i}`,
        consent: true,
        agreement: true,
      },
    }),
  ),
);
const rushMs = performance.now() - rushStarted;
const holders = attempts.filter((reply) => reply.status === 201);
const refusals = attempts.filter((reply) => reply.status !== 201);
const reasons = tally(refusals.map((reply) => `${reply.status} ${reply.body?.reason ?? reply.body?.message ?? ''}`.trim()));
console.log(`[bench] ${bots} registrations in ${Math.round(rushMs)} ms: ${holders.length} holds; refused ${JSON.stringify(reasons)}`);

// 2. The holders pay: intent, then the test provider charges the card and notifies the backend (Check, Pay).
const payments = await Promise.all(
  holders.map(async (reply, i) => {
    const headers = { 'X-Registration-Token': reply.body.accessToken, 'Idempotency-Key': `pay-${i}` };
    const intent = await request('POST', `/api/base/registrations/${reply.body.data.id}/payment`, { headers, body: {} });
    if (intent.status !== 201) return { intent: intent.status };
    const charge = await request('POST', '/dev/payments/charge', { body: { ...intent.body.data, cardNumber: '4242424242424242' } });
    return { intent: intent.status, charge: charge.body?.status, transactionId: charge.body?.transactionId, id: reply.body.data.id, headers };
  }),
);
const readStatuses = async () =>
  Promise.all(payments.map(async (p) => (p.id ? (await request('GET', `/api/base/registrations/${p.id}`, { headers: p.headers })).body?.data?.status : null)));
let statuses = await readStatuses();
for (let i = 0; i < 20 && statuses.some((status) => status !== 'READY'); i++) {
  await sleep(250);
  statuses = await readStatuses();
}
const readyInGame = () =>
  db.prepare("SELECT COUNT(*) FROM participants WHERE game_id = ? AND status = 'READY' AND email LIKE '%@bench.quiz.test'").pluck().get(gameId);
const readyAfterPayments = readyInGame();
console.log(`[bench] payments: ${JSON.stringify(tally(payments.map((p) => p.charge ?? `intent ${p.intent}`)))}; READY: ${readyAfterPayments}`);

// 3. One Pay notification delivered 100 times at once over HTTP, signed as the provider signs; and one forgery.
const transaction = (await request('GET', '/dev/payments/transactions.json')).body.data.find((tx) => tx.id === payments[0]?.transactionId);
let duplicateCodes = {};
let forged = null;
if (transaction) {
  const form = new URLSearchParams({
    TransactionId: String(transaction.id),
    Amount: transaction.amount.toFixed(2),
    Currency: transaction.currency,
    InvoiceId: transaction.invoiceId,
    AccountId: transaction.accountId,
    Email: transaction.email,
    Data: transaction.data,
    Status: 'Completed',
    OperationType: 'Payment',
    TestMode: '1',
  }).toString();
  const sign = (key) => createHmac('sha256', key).update(form).digest('base64');
  const deliver = (signature) =>
    request('POST', '/api/base/payments/webhooks/pay', {
      raw: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-HMAC': signature },
    });
  const replies = await Promise.all(Array.from({ length: duplicates }, () => deliver(sign(secret))));
  duplicateCodes = tally(replies.map((reply) => `${reply.status} code ${reply.body?.code}`));
  forged = (await deliver(sign('forged-secret-forged-secret'))).status;
}
const count = (sql, ...params) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params);
const after = {
  ready: readyInGame(),
  succeededPayments: count(
    "SELECT COUNT(*) FROM payments p JOIN participants x ON x.id = p.participant_id WHERE x.game_id = ? AND p.status = 'succeeded'",
    gameId,
  ),
  refundsDue: count('SELECT COUNT(*) FROM payments p JOIN participants x ON x.id = p.participant_id WHERE x.game_id = ? AND p.refund_due = 1', gameId),
  confirmationLetters: count("SELECT COUNT(*) FROM mail_outbox WHERE kind = 'registration_confirmed' AND to_email LIKE '%@bench.quiz.test'"),
  takenPlaces: count("SELECT COUNT(*) FROM participants WHERE game_id = ? AND status <> 'CANCELLED'", gameId),
  maxParticipants: count('SELECT max_participants FROM games WHERE id = ?', gameId),
};
db.close();
console.log(`[bench] ${duplicates} duplicate Pay deliveries: ${JSON.stringify(duplicateCodes)}; forged signature -> ${forged}`);

const serverErrors = attempts.filter((reply) => reply.status >= 500 || reply.status === 0).length;
const soldOut = refusals.filter((reply) => reply.status === 409 && reply.body?.reason === 'sold_out').length;
const bars = [
  bar('exactly the places READY', after.ready, places, after.ready === places),
  bar('the others 409 sold_out', soldOut, bots - places, soldOut === bots - places),
  bar('5xx or unanswered', serverErrors, 0),
  bar(
    'duplicate notifications answered {code: 0}, registered once (READY, payments, letters, no refund due)',
    duplicateCodes[`200 code 0`] ?? 0,
    duplicates,
    duplicateCodes[`200 code 0`] === duplicates &&
      after.ready === places &&
      after.succeededPayments === places &&
      after.refundsDue === 0 &&
      after.confirmationLetters === places,
  ),
  bar('forged signature status', forged, 401, forged === 401),
  bar('places taken (not oversold)', after.takenPlaces, after.maxParticipants),
];
const results = {
  setup: { gameId, addresses: 30 },
  rush: {
    wallMs: Math.round(rushMs),
    holds: holders.length,
    soldOut,
    serverErrors,
    otherRefusals: refusals.length - soldOut,
    byStatus: tally(attempts.map((reply) => reply.status)),
    latencyMs: {
      p50: percentile(
        attempts.map((r) => r.ms),
        50,
        1,
      ),
      p95: percentile(
        attempts.map((r) => r.ms),
        95,
        1,
      ),
      max: percentile(
        attempts.map((r) => r.ms),
        100,
        1,
      ),
    },
  },
  payments: { charges: tally(payments.map((p) => p.charge ?? `intent ${p.intent}`)), readyAfterPayments },
  duplicates: { codes: duplicateCodes, forgedSignatureStatus: forged },
  after,
};
console.log(
  `[bench] READY ${after.ready}/${places}, sold out ${soldOut}/${bots - places}, 5xx ${serverErrors}, ` +
    `rush p50 ${results.rush.latencyMs.p50} ms p95 ${results.rush.latencyMs.p95} ms max ${results.rush.latencyMs.max} ms, ` +
    `succeeded payments ${after.succeededPayments}, letters ${after.confirmationLetters}, refunds due ${after.refundsDue}`,
);
const met = writeResults('registration', { parameters: { bots, places, duplicates }, figures: results, bars });
children.stopAll();
process.exit(met ? 0 : 1);

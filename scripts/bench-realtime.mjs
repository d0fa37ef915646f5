// npm run bench:realtime [-- --wire both|socket.io|pusher --client library|lean --placement separate|shared
//                             --pusher-build browser|node --teams 1000 --port 4350 --tours 7 --spec-only]
//
// Broadcast latency of the reference backend's game engine. Starts a backend on its own port with a fresh database,
// registers N bot teams for the live game, connects N participant sockets in a SEPARATE process, then plays the
// expert: startTour, openAnswers, closeTour for every round. The bots speak one of the two wires the web app's
// realtime layer supports (REALTIME_BROADCASTER): socket.io in laravel-echo-server's dialect (socket.io-client), or
// the Pusher protocol that Pusher Channels and Laravel Reverb speak in production (pusher-js, the client laravel-echo's
// pusher connector drives, private channels signed by POST /broadcasting/auth). `--wire both` (the default) measures
// one after the other, each on a fresh backend, and prints both. Each action is one
// broadcast to all N participant channels. Latency = from just before the expert's HTTP request is sent to the
// moment a bot socket receives the event; both processes read the same monotonic clock (process.hrtime, CLOCK_MONOTONIC
// on Linux), so the figure includes the HTTP call, the database transaction and the socket fan-out.
// Missed and duplicated events are counted per channel by the seq field (gaps and repeats); without seq (--spec-only)
// by the awaited events themselves: one not received is missed, a second receipt on a channel is duplicated.
// --spec-only starts the backend with SPEC_ONLY=1, as a platform built exactly to the spec (contract/README.md,
// "Spec-only switch"): no seq and no socket.io `subscription_succeeded`. The bots take a subscribe as acknowledged by
// `subscription_succeeded` or by the channel's first event (WelcomeParticipant), whichever comes first, as the web
// app (lib/realtime/realtime-client.ts) and the simulator's bots do, so the same bots measure both backends.
// Bar, on each wire measured (both by default), at 1,000 participant sockets: zero missed or duplicated events and
// p99 <= 50 ms. The p50 is printed and written but is no bar: on 2 shared cores it is bounded by the bots' own
// decoding (one process decodes for a thousand participants). Figures and verdicts: bench/results/realtime.json; the
// exit code is 1 when a bar is missed (or a wire measured fewer sockets than 1,000: --teams below that is a check of
// the script, and its result says so).
// --breakdown also says where the time goes: the backend loads scripts/bench-realtime-probe.mjs (when each expert
// call arrives and is answered, its CPU time, the first and last socket write of each fan-out) and the bot process
// reports its own CPU time per delivery. The probe costs a little, so compare plain runs with plain runs.
// --client lean replaces the client libraries with protocol-level bots: a bare `ws` socket per participant that speaks
// the same wire (the engine.io/socket.io handshake and pings, or the Pusher protocol with its /broadcasting/auth
// signature), JSON-decodes every event and stamps it. A browser pays its client library's decoding once, on its own
// CPU; a thousand bots in one process pay it a thousand times on one shared core, so with the libraries the bots'
// queue is part of the figure. The lean bots keep that part small and leave mostly the server and the kernel.
// Placement (--placement separate, the default): the backend runs on core 0 and the bots on core 1 (taskset), as a
// server and its players sit on different machines. Left to the scheduler (--placement shared), a fan-out's writes
// and the bots' reads each stalled for a scheduler tick (about 4 ms) two or three times per broadcast on the 2-core
// development machine (the two busy processes and the machine's other threads taking turns on two cores); with one
// core each those stalls mostly vanished. They belong to the test sharing the server's machine, not to the server.
// pusher-js is loaded as its browser code (`--pusher-build browser`, the default: the worker build, the same protocol,
// channel and decoding code as the web build, without the DOM) on `ws`, the WebSocket socket.io-client uses in Node, so
// both libraries are measured on the same socket. Its Node build (`--pusher-build node`) brings faye-websocket, a
// WebSocket written in JavaScript that no browser runs; browsers parse frames natively.
// The expert's calls go out on a kept-alive connection (bench-kit's apiCaller); the bench's own process is not pinned.
// Every run also measures the machine's floor first, in processes of its own: what a plain loopback TCP write of a
// frame-sized buffer costs here (no WebSocket, no socket.io), read in the same process and read by another process
// (as the bots read the backend's writes), so the figures can be read against the hardware.
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiCaller, assertFree, bar, sleep, waitFor, writeResults } from './bench-kit.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const ACTIONS = ['startTour', 'openAnswers', 'closeTour'];
/** The socket.io acknowledgement events (laravel-echo-server's), which are no channel event. */
const ACK_EVENTS = new Set(['subscription_succeeded', 'subscription_error']);
const EVENT_OF = { startTour: 'GameTourStarted', openAnswers: 'AnswersOpened', closeTour: 'GameTourClosed' };
/** The server's core and the clients' core under --placement separate. */
const SERVER_CORE = 0;
const CLIENT_CORE = 1;
/** The bar's size: participant sockets subscribed on each wire. */
const BAR_SOCKETS = 1000;
const BAR_P99_MS = 50;

/** Binds every thread of a running process to one core (taskset); false where that cannot be done here. */
function pinToCore(pid, core) {
  if (availableParallelism() < 2) return false;
  const pinned = spawnSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(core), String(pid)], { stdio: 'ignore' });
  return pinned.status === 0;
}

if (process.argv.includes('--bots')) runBots();
else if (process.argv.includes('--floor')) measureWriteFloor(Number(process.argv.at(-2)), process.argv.at(-1) === 'separate');
else if (process.argv.includes('--floor-reader')) readFloorWrites(Number(process.argv.at(-2)), Number(process.argv.at(-1)));
else
  runBench().catch((error) => {
    console.error(`[bench:realtime] ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  });

// ---------------------------------------------------------------- the bot process
/** pusher-js as browsers run it (its worker build on `ws`), or its Node build (on faye-websocket). */
async function loadPusher(build) {
  if (build === 'node') return (await import('pusher-js')).default;
  const { WebSocket } = await import('ws');
  // The worker build reaches for a worker's globals: WebSocket, `self` (its console) and fetch (which Node has, for
  // /broadcasting/auth).
  globalThis.WebSocket ??= WebSocket;
  globalThis.self ??= globalThis;
  return createRequire(import.meta.url)('pusher-js/dist/worker/pusher.worker.js');
}

function runBots() {
  process.once('message', async ({ url, bots, wire, appKey, lean, pusherBuild }) => {
    const arrivals = new Map(); // key -> array of hrtime (bigint as string)
    const expected = new Map(); // key -> remaining count
    const seqStats = { missed: 0, duplicated: 0 };
    const sockets = [];
    /**
     * One delivery to one bot's channel: the seq check (per channel) and the arrival time of the awaited events.
     * Without seq (a spec-only backend) a second receipt of an awaited event on the channel is the duplicate.
     */
    const receiver = (channel) => {
      let last = null;
      const seen = new Set();
      return (at, event, name, payload) => {
        if (name !== channel || !payload || typeof payload !== 'object') return;
        const key = `${event}:${payload.tourNumber}`;
        if (typeof payload.seq === 'number') {
          if (last !== null && payload.seq <= last) seqStats.duplicated += 1;
          if (last !== null && payload.seq > last + 1) seqStats.missed += payload.seq - last - 1;
          last = last === null ? payload.seq : Math.max(last, payload.seq);
        } else if (expected.has(key) && seen.has(key)) {
          seqStats.duplicated += 1;
          return;
        }
        if (!expected.has(key)) return;
        seen.add(key);
        arrivals.get(key).push(String(at));
        const left = expected.get(key) - 1;
        expected.set(key, left);
        if (left === 0) process.send({ type: 'complete', key });
      };
    };
    const connectSocketIo = async () => {
      const { io } = await import('socket.io-client');
      return (bot) =>
        new Promise((resolveJoin) => {
          const channel = `private-participant.${bot.participantId}`;
          const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
          sockets.push({ close: () => socket.close() });
          const receive = receiver(channel);
          socket.on('subscription_succeeded', (name) => name === channel && resolveJoin(true));
          socket.on('subscription_error', (name) => name === channel && resolveJoin(false));
          socket.on('connect_error', () => resolveJoin(false));
          socket.onAny((event, name, payload) => {
            const at = process.hrtime.bigint();
            // The channel's first event acknowledges the subscribe where no subscription_succeeded comes (spec-only).
            if (name === channel && !ACK_EVENTS.has(event)) resolveJoin(true);
            receive(at, event, name, payload);
          });
          socket.on('connect', () => socket.emit('subscribe', { channel, auth: { headers: { Authorization: `Bearer ${bot.token}` } } }));
        });
    };
    const connectPusher = async () => {
      const Pusher = await loadPusher(pusherBuild);
      const { hostname, port } = new URL(url);
      return (bot) =>
        new Promise((resolveJoin) => {
          const channel = `private-participant.${bot.participantId}`;
          const client = new Pusher(appKey, {
            cluster: 'mt1',
            wsHost: hostname,
            wsPort: Number(port),
            forceTLS: false,
            enabledTransports: ['ws'],
            disableStats: true,
            channelAuthorization: { endpoint: `${url}/broadcasting/auth`, transport: 'ajax', headers: { Authorization: `Bearer ${bot.token}` } },
          });
          sockets.push({ close: () => client.disconnect() });
          const receive = receiver(channel);
          client.connection.bind('failed', () => resolveJoin(false));
          const subscription = client.subscribe(channel);
          // The same callback the web app's Pusher transport binds: every event of the channel, its data parsed.
          subscription.bind_global((event, data) => {
            const at = process.hrtime.bigint();
            if (event === 'pusher:subscription_succeeded') resolveJoin(true);
            else if (event === 'pusher:subscription_error') resolveJoin(false);
            else {
              resolveJoin(true); // the channel's first event, as on socket.io (the Pusher protocol's own ack stays)
              receive(at, event, channel, data);
            }
          });
        });
    };
    // Protocol-level bots (--client lean): the same wires without the client libraries (see the top of this file).
    const { WebSocket } = await import('ws');
    const connectLeanSocketIo = async () => (bot) =>
      new Promise((resolveJoin) => {
        const channel = `private-participant.${bot.participantId}`;
        const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { perMessageDeflate: false });
        sockets.push({ close: () => socket.close() });
        const receive = receiver(channel);
        const subscribe = ['subscribe', { channel, auth: { headers: { Authorization: `Bearer ${bot.token}` } } }];
        socket.on('error', () => resolveJoin(false));
        socket.on('message', (data) => {
          const text = data.toString();
          if (text.startsWith('42')) {
            // A socket.io event on the main namespace: 4 (engine.io message) 2 (event) [name, channel, payload].
            const [event, name, payload] = JSON.parse(text.slice(2));
            const at = process.hrtime.bigint();
            if (event === 'subscription_succeeded') resolveJoin(name === channel);
            else if (event === 'subscription_error') resolveJoin(false);
            else {
              if (name === channel) resolveJoin(true); // the channel's first event (spec-only: no subscription_succeeded)
              receive(at, event, name, payload);
            }
          } else if (text === '2')
            socket.send('3'); // engine.io ping -> pong
          else if (text.startsWith('40'))
            socket.send(`42${JSON.stringify(subscribe)}`); // connected to "/"
          else if (text.startsWith('0')) socket.send('40'); // engine.io open -> connect to "/"
        });
      });
    const connectLeanPusher = async () => {
      const { hostname, port } = new URL(url);
      return (bot) =>
        new Promise((resolveJoin) => {
          const channel = `private-participant.${bot.participantId}`;
          const socket = new WebSocket(`ws://${hostname}:${port}/app/${appKey}?protocol=7&client=bench&version=1`, { perMessageDeflate: false });
          sockets.push({ close: () => socket.close() });
          const receive = receiver(channel);
          const authorise = async (socketId) => {
            const reply = await fetch(`${url}/broadcasting/auth`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bot.token}` },
              body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
            });
            if (!reply.ok) return resolveJoin(false);
            const { auth } = await reply.json();
            socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
          };
          socket.on('error', () => resolveJoin(false));
          socket.on('message', (raw) => {
            const { event, channel: name, data } = JSON.parse(raw.toString());
            // Event data travels as a JSON string inside the frame: decoded like pusher-js does.
            const payload = typeof data === 'string' ? JSON.parse(data) : data;
            const at = process.hrtime.bigint();
            if (event === 'pusher:connection_established') void authorise(payload.socket_id).catch(() => resolveJoin(false));
            else if (event === 'pusher_internal:subscription_succeeded') resolveJoin(name === channel);
            else if (event === 'pusher:error') resolveJoin(false);
            else if (event === 'pusher:ping') socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
            else if (name) {
              if (name === channel) resolveJoin(true); // the channel's first event, as on socket.io
              receive(at, event, name, payload);
            }
          });
        });
    };
    const connectOne = wire === 'pusher' ? await (lean ? connectLeanPusher : connectPusher)() : await (lean ? connectLeanSocketIo : connectSocketIo)();
    let subscribed = 0;
    for (let i = 0; i < bots.length; i += 50) {
      const results = await Promise.all(bots.slice(i, i + 50).map(connectOne));
      subscribed += results.filter(Boolean).length;
    }
    process.send({ type: 'ready', subscribed });
    let cpuBefore = null;
    process.on('message', (message) => {
      if (message.type === 'expect') {
        cpuBefore ??= process.cpuUsage();
        arrivals.set(message.key, []);
        expected.set(message.key, subscribed);
      } else if (message.type === 'finish') {
        const cpu = process.cpuUsage(cpuBefore ?? undefined);
        const cpuMs = (cpu.user + cpu.system) / 1000;
        process.send({ type: 'report', arrivals: Object.fromEntries(arrivals), seqStats, cpuMs }, () => {
          sockets.forEach((socket) => socket.close());
          process.exit(0);
        });
      }
    });
  });
}

// ---------------------------------------------------------------- the machine's floor
/**
 * One 200-byte write to each of N loopback sockets, seven rounds, the median cost of one write: first with the
 * reading ends in this process (idle while the loop writes), then read by another process, as the bots read the
 * backend. The second costs more: each write also wakes the reader on the other core.
 */
async function measureWriteFloor(count, separate) {
  if (separate) pinToCore(process.pid, SERVER_CORE);
  const net = await import('node:net');
  const frame = Buffer.alloc(200, 120);
  const accepted = [];
  const server = net.createServer((socket) => accepted.push(socket.setNoDelay(true)));
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address();
  const perWrite = async (sockets) => {
    const rounds = [];
    for (let round = 0; round < 7; round += 1) {
      const started = process.hrtime.bigint();
      for (const socket of sockets) socket.write(frame);
      rounds.push(Number(process.hrtime.bigint() - started) / 1000 / sockets.length);
      await sleep(150);
    }
    return rounds.sort((a, b) => a - b)[3];
  };
  const clients = Array.from({ length: count }, () =>
    net
      .connect(port, '127.0.0.1')
      .setNoDelay(true)
      .on('data', () => {}),
  );
  while (accepted.length < count) await sleep(10);
  const local = await perWrite(accepted.splice(0));
  clients.forEach((socket) => socket.destroy());
  const reader = fork(fileURLToPath(import.meta.url), ['--floor-reader', String(port), String(count)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  if (separate) pinToCore(reader.pid, CLIENT_CORE);
  while (accepted.length < count) await sleep(10);
  const remote = await perWrite(accepted);
  reader.kill();
  server.close();
  process.send({ local, remote }, () => process.exit(0));
}

/** The other process of the floor: N sockets to the port, reading whatever arrives. */
async function readFloorWrites(port, count) {
  const net = await import('node:net');
  for (let i = 0; i < count; i += 1)
    net
      .connect(port, '127.0.0.1')
      .setNoDelay(true)
      .on('data', () => {});
}

// ---------------------------------------------------------------- the orchestrator
async function runBench() {
  const { values } = parseArgs({
    options: {
      teams: { type: 'string', default: '1000' },
      port: { type: 'string', default: '4350' },
      tours: { type: 'string', default: '7' },
      breakdown: { type: 'boolean', default: false },
      wire: { type: 'string', default: 'both' },
      client: { type: 'string', default: 'library' },
      placement: { type: 'string', default: 'separate' },
      'pusher-build': { type: 'string', default: 'browser' },
      'spec-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    // The options and what they do: this file's opening comment.
    const head = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n');
    const usage = head.slice(
      0,
      head.findIndex((line) => !line.startsWith('//')),
    );
    console.log(usage.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
    return;
  }
  const wires = values.wire === 'both' ? ['socket.io', 'pusher'] : [values.wire];
  if (!wires.every((wire) => wire === 'socket.io' || wire === 'pusher')) throw new Error(`--wire: both, socket.io or pusher, not ${values.wire}`);
  if (values.client !== 'library' && values.client !== 'lean') throw new Error(`--client: library or lean, not ${values.client}`);
  if (values.placement !== 'separate' && values.placement !== 'shared') throw new Error(`--placement: separate or shared, not ${values.placement}`);
  if (values['pusher-build'] !== 'browser' && values['pusher-build'] !== 'node')
    throw new Error(`--pusher-build: browser or node, not ${values['pusher-build']}`);
  const teams = Number(values.teams);
  const floor = await new Promise((answered) => {
    const child = fork(fileURLToPath(import.meta.url), ['--floor', String(teams), values.placement], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', answered);
    child.once('exit', () => answered({ local: NaN, remote: NaN }));
  });
  const results = [];
  for (const wire of wires) results.push(await benchWire(wire, values, teams, floor));
  if (results.length > 1) {
    console.log('');
    for (const r of results)
      console.log(
        `${r.wire.padEnd(10)} p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, missed ${r.lost}, duplicated ${r.duplicated} -> ${r.ok ? 'met' : 'NOT met'}`,
      );
  }
  const met = writeResults('realtime', {
    parameters: {
      teams,
      tours: Number(values.tours),
      wires,
      client: values.client,
      placement: values.placement,
      pusherBuild: values['pusher-build'],
      specOnly: values['spec-only'],
    },
    figures: { floorMicrosPerWrite: floor, wires: results },
    bars: results.flatMap((r) => [
      bar(`${r.wire} participant sockets subscribed`, r.subscribed, BAR_SOCKETS, r.subscribed >= BAR_SOCKETS),
      bar(`${r.wire} missed events`, r.lost, 0),
      bar(`${r.wire} duplicated events`, r.duplicated, 0),
      bar(`${r.wire} p99 ms`, r.p99, BAR_P99_MS),
    ]),
  });
  process.exit(met ? 0 : 1);
}

/** One full run on a fresh backend with the bots on one wire; prints its figures and returns the summary. */
async function benchWire(wire, values, teams, floor) {
  const lean = values.client === 'lean';
  const pusherBuild = values['pusher-build'];
  const pusherClient = pusherBuild === 'node' ? 'pusher-js, its Node build on faye-websocket' : 'pusher-js, its browser code on ws';
  const client = lean ? 'protocol-level bots on ws' : wire === 'pusher' ? pusherClient : 'socket.io-client';
  const specOnly = values['spec-only'];
  console.log(
    `\n[bench:realtime] wire: ${wire === 'pusher' ? 'Pusher protocol' : 'socket.io'} (${client})${specOnly ? ', spec-only backend (SPEC_ONLY=1)' : ''}`,
  );
  const appKey = 'quiz-bench';
  const url = `http://127.0.0.1:${values.port}`;
  const dir = mkdtempSync(join(tmpdir(), 'quiz-bench-realtime-'));
  const database = join(dir, 'bench.sqlite');
  const probeLog = join(dir, 'probe.log');
  const probe = values.breakdown ? ['--import', join(ROOT, 'scripts', 'bench-realtime-probe.mjs')] : [];
  await assertFree(Number(values.port));
  const backend = spawn(process.execPath, [...probe, '--import', 'tsx', 'backend/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      BACKEND_PORT: values.port,
      BACKEND_HOST: '127.0.0.1',
      DATABASE_PATH: database,
      LOG_LEVEL: 'warn',
      DEMO_MODE: '1',
      BENCH_PROBE_OUT: probeLog,
      REALTIME_APP_KEY: appKey,
      // A backend built to the spec: no seq, no subscription_succeeded (the bots do without both).
      ...(specOnly ? { SPEC_ONLY: '1' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let bots;
  const backendExited = new Promise((exited) => backend.once('exit', exited));
  const cleanup = () => {
    bots?.kill();
    backend.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = () => {
    cleanup();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  try {
    await waitFor(`${url}/health`, { timeoutMs: 60_000, intervalMs: 200 });
    const prepared = spawnSync(process.execPath, [TSX, 'backend/simulator/prepare-bench.ts', '--db', database, '--count', String(teams)], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (prepared.status !== 0) throw new Error(`preparing bots failed: ${prepared.stderr}`);
    const { gameId, bots: botList } = JSON.parse(prepared.stdout);

    bots = fork(fileURLToPath(import.meta.url), ['--bots'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const pinned = values.placement === 'separate' && [pinToCore(backend.pid, SERVER_CORE), pinToCore(bots.pid, CLIENT_CORE)].every(Boolean);
    const placement = pinned
      ? `the backend on core ${SERVER_CORE}, the bots on core ${CLIENT_CORE}`
      : `left to the scheduler${values.placement === 'separate' ? ' (taskset could not pin both here)' : ''}`;
    const messages = [];
    const waiters = [];
    bots.on('message', (message) => {
      messages.push(message);
      waiters.splice(0).forEach((wake) => wake());
    });
    const nextMessage = async (predicate, timeoutMs) => {
      const started = Date.now();
      for (;;) {
        const index = messages.findIndex(predicate);
        if (index >= 0) return messages.splice(index, 1)[0];
        if (Date.now() - started > timeoutMs) return null;
        await Promise.race([new Promise((wake) => waiters.push(wake)), sleep(50)]);
      }
    };
    const joinStarted = Date.now();
    bots.send({ url, bots: botList, wire, appKey, lean, pusherBuild });
    const ready = await nextMessage((m) => m.type === 'ready', 120_000);
    if (!ready) throw new Error('bots did not connect in time');
    console.log(`[bench:realtime] ${ready.subscribed}/${teams} participant sockets subscribed in ${((Date.now() - joinStarted) / 1000).toFixed(1)} s`);

    const call = apiCaller(url);
    const { access_token: token } = await call('POST', '/api/iam/v1/auth/login', null, { email: 'expert@quiz.test', password: 'demo12345' });
    await sleep(2500); // presence news of the joins (coalesced per second) settles first

    const sent = new Map();
    const timedOut = [];
    for (let tour = 1; tour <= Number(values.tours); tour += 1) {
      for (const action of ACTIONS) {
        const key = `${EVENT_OF[action]}:${tour}`;
        bots.send({ type: 'expect', key });
        await sleep(20);
        const body = action === 'startTour' ? { tourNumber: tour } : {};
        const started = process.hrtime.bigint();
        await call('POST', `/api/live/v1/experts/games/${gameId}/${action}`, token, body);
        sent.set(key, started);
        if (!(await nextMessage((m) => m.type === 'complete' && m.key === key, 5000))) timedOut.push(key);
        await sleep(200);
      }
    }
    bots.send({ type: 'finish' });
    const report = await nextMessage((m) => m.type === 'report', 30_000);
    if (!report) throw new Error('no report from the bots');

    const latencies = [];
    let received = 0;
    for (const [key, started] of sent) {
      for (const at of report.arrivals[key] ?? []) {
        latencies.push(Number(BigInt(at) - started) / 1e6);
        received += 1;
      }
    }
    latencies.sort((a, b) => a - b);
    const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
    const expectedCount = sent.size * ready.subscribed;
    const p50 = pick(0.5);
    const p99 = pick(0.99);
    const lost = expectedCount - received + report.seqStats.missed;
    console.log('');
    console.log(`broadcasts: ${sent.size} expert actions x ${ready.subscribed} participant channels = ${expectedCount} deliveries`);
    console.log(`received:   ${received} (not received: ${expectedCount - received}${timedOut.length ? `, timed out: ${timedOut.join(', ')}` : ''})`);
    console.log(
      specOnly
        ? `duplicates: ${report.seqStats.duplicated} (no seq on a spec-only backend: awaited events received twice on a channel)`
        : `seq:        missed ${report.seqStats.missed}, duplicated ${report.seqStats.duplicated} (every event on every channel)`,
    );
    console.log(`latency:    p50 ${p50.toFixed(1)} ms, p90 ${pick(0.9).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`);
    // Other work on the machine shows in the figures: the load average says how quiet it was.
    console.log(`placement:  ${placement}`);
    console.log(
      `machine:    ${cpus().length} cores, load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')} (1 / 5 / 15 min)`,
    );
    const median = (perWrite) => ((perWrite * ready.subscribed) / 2000).toFixed(1);
    console.log(
      `floor:      a plain loopback TCP write costs ${floor.local.toFixed(1)} µs here read in the same process, ` +
        `${floor.remote.toFixed(1)} µs read by another process; the median delivery waits for the ${Math.ceil(ready.subscribed / 2)}th ` +
        `write, ${median(floor.local)} / ${median(floor.remote)} ms after the first`,
    );
    // One process decodes for all the bots (a browser decodes only its own): its CPU per delivery times the median's
    // count is how long the bots alone need to reach the median delivery.
    const botMicros = (report.cpuMs * 1000) / (sent.size * ready.subscribed);
    console.log(
      `bots:       ${botMicros.toFixed(1)} µs of the bot process's CPU per delivery (${client}); the ${Math.ceil(ready.subscribed / 2)}th ` +
        `delivery takes ${((botMicros * ready.subscribed) / 2000).toFixed(1)} ms of it`,
    );
    const ok = ready.subscribed >= BAR_SOCKETS && p99 <= BAR_P99_MS && lost === 0 && report.seqStats.duplicated === 0;
    console.log(`bar:        at ${BAR_SOCKETS} sockets, p99 <= ${BAR_P99_MS} ms, zero missed or duplicated -> ${ok ? 'met' : 'NOT met'} (p50 informative)`);
    if (values.breakdown) printBreakdown(readFileSync(probeLog, 'utf8'), sent, report, ready.subscribed);
    return {
      wire: `${wire}${lean ? ' (lean)' : ''}${specOnly ? ' (spec-only)' : ''}`,
      client,
      placement,
      subscribed: ready.subscribed,
      deliveries: expectedCount,
      received,
      timedOut,
      p50,
      p90: pick(0.9),
      p99,
      max: latencies.at(-1) ?? null,
      lost,
      duplicated: report.seqStats.duplicated,
      botCpuMicrosPerDelivery: botMicros,
      ok,
    };
  } finally {
    cleanup();
    process.off('SIGINT', interrupted);
    await backendExited; // the next wire's backend takes the same port
  }
}

/** Medians over the expert actions of where the time went (--breakdown), from the probe's lines and the bots. */
function printBreakdown(probe, sent, report, sockets) {
  const lines = probe
    .trim()
    .split('\n')
    .map((line) => line.split(' '));
  const starts = [...sent.values()];
  const rows = { arrives: [], firstWrite: [], lastWrite: [], replied: [], cpu: [], firstReceipt: [], medianReceipt: [], lastReceipt: [] };
  const ms = (from, to) => Number(BigInt(to) - from) / 1e6;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  [...sent].forEach(([key, started], index) => {
    const end = starts[index + 1] ?? 2n ** 64n;
    const within = (at) => BigInt(at) >= started && BigInt(at) < end;
    const request = lines.find((l) => l[0] === 'request' && within(l[1]));
    // The game event's fan-out is the largest one of the call (the experts' own events are a few frames).
    const fanout = lines.filter((l) => l[0] === 'fanout' && within(l[2])).sort((a, b) => Number(b[1]) - Number(a[1]))[0];
    const receipts = (report.arrivals[key] ?? []).map((at) => ms(started, at)).sort((a, b) => a - b);
    if (request) {
      rows.arrives.push(ms(started, request[1]));
      rows.replied.push(ms(started, request[2]));
      rows.cpu.push(Number(request[3]));
    }
    if (fanout) {
      rows.firstWrite.push(ms(started, fanout[2]));
      rows.lastWrite.push(ms(started, fanout[3]));
    }
    if (receipts.length) {
      rows.firstReceipt.push(receipts[0]);
      rows.medianReceipt.push(receipts[Math.floor(receipts.length / 2)]);
      rows.lastReceipt.push(receipts.at(-1));
    }
  });
  const f = (values) => `${median(values).toFixed(1)} ms`;
  const writes = median(rows.lastWrite) - median(rows.firstWrite);
  console.log('');
  console.log(`where the time goes (medians of ${sent.size} expert actions, from just before the HTTP call):`);
  console.log(`  the call reaches the backend         ${f(rows.arrives)}`);
  console.log(`  first socket write                   ${f(rows.firstWrite)}   (routing, checks, the change's transaction, encoding)`);
  console.log(`  last socket write                    ${f(rows.lastWrite)}   (${sockets} writes, ${((writes * 1000) / sockets).toFixed(1)} µs each)`);
  console.log(`  reply sent                           ${f(rows.replied)}   (backend CPU per call ${f(rows.cpu)})`);
  console.log(`  bots' receipt: first / median / last ${f(rows.firstReceipt)} / ${f(rows.medianReceipt)} / ${f(rows.lastReceipt)}`);
}

// Loaded into the reference backend by `npm run bench:realtime -- --breakdown` (node --import): timestamps, on the
// same monotonic clock as the bench, of each expert HTTP call (arrival, reply sent, CPU spent handling it) and of
// each fan-out (10 or more WebSocket frames in one go) (first and last write), appended to BENCH_PROBE_OUT.
// It adds two clock reads per write, so the figures of a --breakdown run are a little slower than a plain run.
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

const out = process.env.BENCH_PROBE_OUT;
const log = (line) => {
  try {
    appendFileSync(out, `${line}\n`);
  } catch {
    // The bench has finished and removed its folder while the backend was still shutting down.
  }
};
const now = () => process.hrtime.bigint();
const fromRoot = createRequire(`${process.cwd()}/package.json`);
const fromEngine = createRequire(fromRoot.resolve('engine.io'));

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, response) {
  if (event === 'request' && request.url.includes('/experts/games/')) {
    const at = now();
    const cpu = process.cpuUsage();
    response.on('finish', () => {
      const used = process.cpuUsage(cpu);
      log(`request ${at} ${now()} ${(used.user + used.system) / 1000}`);
    });
  }
  return emit.apply(this, arguments);
};

let batch = null;
const noteWrite = (at) => {
  if (!batch) {
    batch = { first: at, last: at, count: 0 };
    setImmediate(() => {
      if (batch.count >= 10) log(`fanout ${batch.count} ${batch.first} ${batch.last}`);
      batch = null;
    });
  }
  batch.last = at;
  batch.count += 1;
};
// Every frame the fan-out writes goes through `ws`'s send: engine.io's copy of it for the socket.io wire (whether the
// broadcaster writes directly or engine.io does), the project's own for the Pusher-protocol wire. Both are patched
// once even when they are the same module.
for (const { prototype } of new Set([fromEngine('ws'), fromRoot('ws')])) {
  const send = prototype.send;
  prototype.send = function (...args) {
    const result = send.apply(this, args);
    noteWrite(now());
    return result;
  };
}

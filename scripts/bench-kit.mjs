// What every benchmark and the reliability test need: options, waiting for a server, a fresh database, child
// processes that are stopped with the script, a small JSON caller for the reference backend, and one results file
// per script in one shape (bench/results/<name>.json, git-ignored) that a check can read.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

/** `--name=value` from the command line, else the fallback (a string: callers convert). */
// Everything after the first '=' (a cookie option holds more of them).
export const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** A port still held by an earlier run would silently measure the wrong server: refuse instead. */
export function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is in use: stop whatever listens there and run again`)))
      .once('listening', () => probe.close(resolve))
      .listen(port);
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the URL answers with a status below 500. */
export async function waitFor(url, { timeoutMs = 120_000, intervalMs = 500 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Deletes an SQLite database with its WAL files, so the backend seeds a fresh one. */
export function freshDatabase(path) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

/**
 * Child processes started in their own process group (so a server's own children go too) and stopped when the
 * script exits or is interrupted. Output is dropped unless BENCH_VERBOSE is set; `onLine` sees every line.
 */
export function createChildren() {
  const children = new Set();
  const signal = (child, name = 'SIGTERM') => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const stopAll = () => children.forEach((child) => signal(child));
  process.on('exit', stopAll);
  for (const name of ['SIGINT', 'SIGTERM']) process.on(name, () => process.exit(130));
  return {
    start(command, args, { onLine, ...options } = {}) {
      const piped = Boolean(onLine);
      const child = spawn(command, args, {
        ...options,
        detached: true,
        stdio: options.stdio ?? ['ignore', piped ? 'pipe' : 'ignore', piped ? 'pipe' : process.env.BENCH_VERBOSE ? 'inherit' : 'ignore'],
      });
      children.add(child);
      child.on('exit', () => children.delete(child));
      if (piped) {
        const forward = (chunk) => {
          for (const line of String(chunk).split('\n').filter(Boolean)) {
            if (process.env.BENCH_VERBOSE) console.log(`  ${line}`);
            onLine(line);
          }
        };
        child.stdout?.on('data', forward);
        child.stderr?.on('data', forward);
      }
      return child;
    },
    /** Sends a signal to the child's whole process group (default SIGTERM). */
    signal,
    stopAll,
  };
}

// The scripts' API calls share kept-alive connections: a call is on the wire at once, without fetch's per-request
// setup (about half a millisecond, which the realtime benchmark's latency would include).
const keptAlive = new http.Agent({ keepAlive: true });

/** `call(method, path, token?, body?)` against a backend origin; a non-2xx reply throws with its body. */
export function apiCaller(origin) {
  return function call(method, path, token, body) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    if (payload !== undefined) headers['Content-Length'] = Buffer.byteLength(payload);
    if (token) headers.Authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const request = http.request(`${origin}${path}`, { method, headers, agent: keptAlive }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status > 299) return reject(new Error(`${method} ${path} -> ${status} ${text}`));
          try {
            resolve(text ? JSON.parse(text) : null);
          } catch (error) {
            reject(error);
          }
        });
      });
      request.on('error', reject);
      request.end(payload);
    });
  };
}

/** The p-th percentile (nearest rank) of `values`, rounded to `decimals`; null for none. */
export function percentile(values, p, decimals = 0) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const scale = 10 ** decimals;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * scale) / scale;
}

/** How many times each key occurs: `{ key: count }`. */
export const tally = (list) => list.reduce((acc, key) => ({ ...acc, [key]: (acc[key] ?? 0) + 1 }), {});

/** One bar's verdict: `value` against `limit`; met when value <= limit unless `met` says otherwise (e.g. >=, ==). */
export function bar(name, value, limit, met = typeof value === 'number' && value <= limit) {
  return { name, value, limit, met: Boolean(met) };
}

const RESULTS_DIR = fileURLToPath(new URL('../bench/results/', import.meta.url));
const round2 = (n) => Math.round(n * 100) / 100;

/**
 * Writes bench/results/<name>.json: {name, measuredAt, machine: {cores, loadAverage}, parameters, figures,
 * bars: [{name, value, limit, met}], met}, prints each bar's verdict, and returns whether every bar was met (a
 * script with no bar, informative only, is met). The load average (1 / 5 / 15 min) says how quiet the machine was.
 */
export function writeResults(name, { parameters = {}, figures = {}, bars = [] }) {
  const met = bars.every((b) => b.met);
  const results = {
    name,
    measuredAt: new Date().toISOString(),
    machine: { cores: availableParallelism(), loadAverage: loadavg().map(round2) },
    parameters,
    figures,
    bars,
    met,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = `${RESULTS_DIR}${name}.json`;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const show = (v) => (typeof v === 'number' ? String(round2(v)) : JSON.stringify(v));
  if (bars.length) console.log('\nbars:');
  for (const b of bars) console.log(`  ${b.met ? 'PASS' : 'MISS'}  ${b.name}: ${show(b.value)} (limit ${show(b.limit)})`);
  console.log(`${bars.length ? (met ? 'every bar met' : 'a bar missed') : 'informative, no bar'} -> bench/results/${name}.json`);
  return met;
}

/**
 * The environment the benchmarks start `next start` and the reference backend with: this port pair, this database,
 * quiet logs; `extra` adds or overrides (DEMO_MODE when a benchmark signs in with the demo accounts).
 */
export const serverEnv = ({ web, backend }, database, extra = {}) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(web),
  BACKEND_PORT: String(backend),
  DATABASE_PATH: database,
  LOG_LEVEL: 'warn',
  ...extra,
});

// Runs several long-lived processes as one: output prefixed, Ctrl-C stops all, and if one dies the rest stop.
// A process with `after` (a URL) starts once that URL answers, or after `afterTimeoutMs` whatever happens.
import { spawn } from 'node:child_process';

async function answered(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export async function runTogether(processes) {
  const children = [];
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 3000).unref();
    Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
  for (const { name, command, args, env, after, afterTimeoutMs = 60_000 } of processes) {
    if (after) await answered(after, afterTimeoutMs);
    if (stopping) return;
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (stream, out) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`[${name}] exited (${signal ?? code}); stopping the others`);
        stopAll(code ?? 1);
      }
    });
    children.push(child);
  }
}

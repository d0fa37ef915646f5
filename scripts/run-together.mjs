// Runs several long-lived processes as one: output prefixed, Ctrl-C stops all, and if one dies the rest stop.
import { spawn } from 'node:child_process';

export function runTogether(processes) {
  const children = [];
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 3000).unref();
    Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
      process.exit(code),
    );
  };
  for (const { name, command, args, env } of processes) {
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
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
}

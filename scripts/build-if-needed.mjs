// Builds the web app when there is no build yet or a source file changed since the last one,
// so `npm start` is one command on a fresh machine and quick on the second run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { addCompileHints } from './compile-hints.mjs';

const SOURCES = ['app', 'features', 'components', 'lib', 'contract', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function buildIfNeeded(root = process.cwd()) {
  const distDir = join(root, process.env.NEXT_DIST_DIR ?? '.next');
  const marker = join(distDir, 'BUILD_ID');
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (builtAt && builtAt >= changedAt) {
    console.log(`[start] using the existing production build (${process.env.NEXT_DIST_DIR ?? '.next'})`);
  } else {
    build(root);
  }
  // Also on a build made by plain `next build` (the step leaves marked files as they are).
  const { marked } = addCompileHints(distDir);
  if (marked) console.log(`[start] compile hints: ${marked} entry chunks marked`);
}

function build(root) {
  console.log('[start] building the web app (next build)…');
  const result = spawnSync(join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();

// `node scripts/cpu-profile-summary.mjs <file.cpuprofile> [--top=25]`: where a V8 CPU profile's time went, by
// package or source area (self time), and the heaviest functions. Used for the breakdown of a server render in
// bench/README.md: start the server with `NODE_OPTIONS=--cpu-prof --cpu-prof-dir=<dir>`, load it, stop it.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [--top=25]');
  process.exit(2);
}
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.split('=')[1] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time per node: samples are node ids, timeDeltas the microseconds before each sample.
const selfMicros = new Map();
profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

/** A readable area for a script URL: the npm package, Next's own compiled chunks, the app's server chunks, or V8. */
function areaOf(url, name) {
  if (!url) return name === '(garbage collector)' ? '(garbage collector)' : name === '(idle)' || name === '(program)' ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    if (pkg[1] === 'next') {
      const part = /next\/dist\/(compiled\/[^/]+|server\/[^/]+|[^/]+)/.exec(url);
      return `next/${part ? part[1] : '?'}`;
    }
    return pkg[1];
  }
  if (url.includes('.next')) return 'app (server chunks)';
  if (url.startsWith('node:')) return 'node core';
  return url
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-2)
    .join('/');
}

const byArea = new Map();
const byFunction = new Map();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (!micros) continue;
  const { url, functionName, lineNumber } = node.callFrame;
  const area = areaOf(url, functionName);
  byArea.set(area, (byArea.get(area) ?? 0) + micros);
  const key = `${functionName || '(anonymous)'}  ${area}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
}

const busy = total - (byArea.get('(idle)') ?? 0);
const row = (label, micros) => `${(micros / 1000).toFixed(0).padStart(8)} ms  ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${label}`;
console.log(`profile: ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (shares are of busy time)\n`);
console.log('self time by area');
for (const [area, micros] of [...byArea]
  .filter(([a]) => a !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(row(area, micros));
console.log('\nheaviest functions (self time)');
for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(row(name, micros));

// `node scripts/cpu-profile-summary.mjs <file.cpuprofile> [--top=25] [--source-maps] [--window=<from>,<to>]`:
// where a V8 CPU profile's time went, by package or source area (self time), and the heaviest functions. Used for
// the breakdown of a server render in bench/README.md: start the server with
// `NODE_OPTIONS=--cpu-prof --cpu-prof-dir=<dir>`, load it, stop it.
// A browser profile (scripts/profile-page-load.mjs) names minified chunks; with `--source-maps` each function is told
// by its original file instead, from the map the server serves beside the chunk (a BROWSER_SOURCE_MAPS=1 build).
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [--top=25]');
  process.exit(2);
}
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.split('=')[1] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const withSourceMaps = process.argv.includes('--source-maps');

/** Each http chunk's source map (null when the server has none). */
const maps = new Map();
if (withSourceMaps) {
  const urls = new Set(profile.nodes.map((node) => node.callFrame.url).filter((url) => url.startsWith('http')));
  await Promise.all(
    [...urls].map(async (url) => {
      // The chunk names its map in its last line (Turbopack hashes the map's name apart from the chunk's).
      const chunk = await fetch(url).then(
        (response) => (response.ok ? response.text() : ''),
        () => '',
      );
      const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(chunk)?.[1];
      const response = named ? await fetch(new URL(named, url)).catch(() => null) : null;
      maps.set(url, response?.ok ? new SourceMapConsumer(await response.json()) : null);
    }),
  );
  const missing = [...maps.values()].filter((map) => !map).length;
  if (missing) console.log(`${missing} of ${maps.size} chunks have no source map (build with BROWSER_SOURCE_MAPS=1)\n`);
}

/** The original file of a chunk position, as the build's map names it (`turbopack:///[project]/…`), or null. */
function originalSource(url, lineNumber, columnNumber) {
  const map = maps.get(url);
  if (!map) return null;
  const position = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  return position.source ? { source: position.source.replace(/^.*\[project\]\//, ''), line: position.line, name: position.name } : null;
}

/** A mapped source's area: its npm package, else the app's folder two levels deep (features/participant, …). */
function sourceArea(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1] === 'next' ? `next/${/next\/dist\/(?:compiled\/)?([^/]+)/.exec(source)?.[1] ?? '?'}` : pkg[1];
  return source.split('/').slice(0, 2).join('/');
}

// Self time per node: samples are node ids, timeDeltas the microseconds before each sample.
// `--window=<from>,<to>` (ms from the profile's start, as the busy stretches below print them) counts only the
// samples in that span: what one stretch spent its time on.
const [windowFrom, windowTo] = (process.argv.find((arg) => arg.startsWith('--window='))?.slice(9) ?? '0,Infinity').split(',').map(Number);
const selfMicros = new Map();
let sampledAt = 0;
profile.samples.forEach((id, index) => {
  sampledAt += profile.timeDeltas[index] ?? 0;
  if (sampledAt < windowFrom * 1000 || sampledAt > windowTo * 1000) return;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
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
const areaOfNode = new Map();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (!micros) continue;
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  const original = withSourceMaps ? originalSource(url, lineNumber, columnNumber) : null;
  const area = original ? sourceArea(original.source) : areaOf(url, functionName);
  areaOfNode.set(node.id, area);
  byArea.set(area, (byArea.get(area) ?? 0) + micros);
  const key = original
    ? `${original.name || functionName || '(anonymous)'}  ${original.source}:${original.line}`
    : `${functionName || '(anonymous)'}  ${area}${url ? `:${lineNumber + 1}` : ''}`;
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
for (const [name, micros] of [...byFunction]
  .filter(([name]) => !name.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(row(name, micros));

// Busy stretches: runs of samples outside (idle) longer than 50 ms, roughly the long tasks (two tasks with no idle
// sample between them read as one), each with where its time went.
const stretches = [];
let at = 0;
let current = null;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  at += delta;
  const area = areaOfNode.get(id) ?? '(idle)';
  if (area === '(idle)') {
    if (current) stretches.push(current);
    current = null;
    return;
  }
  current ??= { start: at, micros: 0, areas: new Map() };
  current.micros += delta;
  current.areas.set(area, (current.areas.get(area) ?? 0) + delta);
});
if (current) stretches.push(current);
const long = stretches.filter((stretch) => stretch.micros > 50_000);
console.log(`\nbusy stretches over 50 ms (${long.length}; from the profile's start)`);
for (const stretch of long) {
  const parts = [...stretch.areas]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([area, micros]) => `${area} ${(micros / 1000).toFixed(0)}`);
  console.log(`${(stretch.start / 1000).toFixed(0).padStart(8)} ms  ${(stretch.micros / 1000).toFixed(0).padStart(5)} ms  ${parts.join(', ')}`);
}

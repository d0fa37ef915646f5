// Adds lockfile entries for optional platform packages the registry does not serve (e.g. macOS or Windows builds
// of native binaries on a Linux-only mirror). `npm install` leaves them out, and `npm ci` then refuses the lockfile
// as out of sync (npm/cli#9846). The added entries name the version and, where the package name says so, the
// os/cpu, so `npm ci` skips them on other platforms and, being optional, tolerates their absence anywhere.
// Run after any `npm install` that changes package-lock.json: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'openbsd', 'android', 'sunos', 'aix', 'openharmony', 'netbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes('gnueabihf') || parts.includes('musleabihf') ? 'arm' : undefined);
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

/** Where Node would find `name` from the package at `from` (its own node_modules, then the parents'). */
function resolvedPath(from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolvedPath(path, name)) continue;
    const version = range.replace(/^[\^~=]/, '');
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...platformOf(name),
      ...(meta.dev && { dev: true }),
      optional: true,
    };
    added++;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entr${added === 1 ? 'y' : 'ies'}`);

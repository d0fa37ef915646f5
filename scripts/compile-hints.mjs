// After `next build`: marks the scripts every page runs as it loads with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136 and later), so Chrome compiles their functions while it downloads
// them, on a background thread, instead of on the main thread the first time each function is called. Traces of
// `/expert/{id}` at 8.5x showed that lazy compilation was about half of the page's long tasks
// (docs/decisions/0008-compile-hints.md). Chunks loaded on demand (dynamic imports: the login modal, the
// registration form, the payment widget) stay lazy: most of their functions never run, and eager compilation of
// those would be wasted.
//
// Entry chunks are read from the build's own manifests: the framework's root files (build-manifest.json) and
// each route's entry files (`*_client-reference-manifest.js`). A build without them (another Next version's
// layout) fails the step rather than ship unmarked files silently. Idempotent: a marked file is left as it is.
// A file's source map, when the build has one, gets one empty line in front, so it still points at the source.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function filesUnder(dir, suffix) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

/** The build's client-reference manifests, evaluated apart (they assign to `globalThis.__RSC_MANIFEST`). */
function routeManifests(distDir) {
  const files = filesUnder(join(distDir, 'server', 'app'), '_client-reference-manifest.js');
  if (files.length === 0) throw new Error(`${distDir}: no client-reference manifest; cannot tell the entry chunks`);
  return files.flatMap((file) => {
    const sandbox = {};
    runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file });
    return Object.values(sandbox.__RSC_MANIFEST ?? {});
  });
}

/** Paths (relative to the build folder, as `static/chunks/….js`) of the scripts pages run as they load. */
export function entryChunks(distDir) {
  const build = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  if (!Array.isArray(build.rootMainFiles) || build.rootMainFiles.length === 0) {
    throw new Error(`${distDir}/build-manifest.json: no rootMainFiles; cannot tell the entry chunks`);
  }
  const chunks = new Set(build.rootMainFiles);
  for (const manifest of routeManifests(distDir)) {
    for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) chunks.add(file);
  }
  return [...chunks].filter((file) => file.endsWith('.js')).sort();
}

/**
 * The source map a chunk names on its last line (Turbopack's maps are not named after their chunk), or null. A map
 * inlined as a data: address is not one of Next's outputs and is left as it is.
 */
function sourceMapOf(path, code) {
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!url || url.includes(':')) return null;
  return join(dirname(path), decodeURIComponent(url));
}

/** Marks the build's entry chunks; returns how many files it marked now and how many were marked already. */
export function addCompileHints(distDir) {
  let marked = 0;
  let already = 0;
  for (const file of entryChunks(distDir)) {
    const path = join(distDir, file);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(COMPILE_HINT)) {
      already++;
      continue;
    }
    writeFileSync(path, COMPILE_HINT + code);
    const mapPath = sourceMapOf(path, code);
    if (mapPath && existsSync(mapPath)) {
      const map = JSON.parse(readFileSync(mapPath, 'utf8'));
      if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
      // An index map places its sections by line instead.
      for (const section of map.sections ?? []) section.offset.line += 1;
      writeFileSync(mapPath, JSON.stringify(map));
    }
    marked++;
  }
  return { marked, already };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
  const { marked, already } = addCompileHints(distDir);
  console.log(`[build] compile hints: ${marked} entry chunks marked, ${already} already (${distDir})`);
}

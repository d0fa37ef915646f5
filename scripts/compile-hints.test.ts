// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, entryChunks } from './compile-hints.mjs';

/** A build folder laid out as Next 16 with Turbopack writes it: two routes, a shared chunk, a lazy chunk. */
function writeBuild(dir: string) {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack-x.js'] }));
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({ entryJSFiles: entries })};\n`;
  write(
    'server/app/[locale]/page_client-reference-manifest.js',
    manifest('/[locale]/page', { '[project]/app/layout': ['static/chunks/shared.js'], '[project]/app/[locale]/page': ['static/chunks/home.js'] }),
  );
  write(
    'server/app/[locale]/(expert)/expert/[gameId]/page_client-reference-manifest.js',
    manifest('/[locale]/(expert)/expert/[gameId]/page', { '[project]/app/layout': ['static/chunks/shared.js', 'static/chunks/console.js'] }),
  );
  for (const name of ['framework', 'turbopack-x', 'shared', 'home', 'console', 'login-modal']) {
    write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||[]).push(["${name}"]);\n//# sourceMappingURL=${name}-map.js.map`);
  }
  // Turbopack names a chunk's map apart from the chunk: the chunk's last line is what tells it.
  write('static/chunks/home-map.js.map', JSON.stringify({ version: 3, sources: ['home.ts'], names: [], mappings: 'AAAA,CAAC' }));
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

describe('compile hints after the build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeBuild(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('tells the chunks pages run as they load from the manifests: the framework and every route', () => {
    expect(entryChunks(dir)).toEqual([
      'static/chunks/console.js',
      'static/chunks/framework.js',
      'static/chunks/home.js',
      'static/chunks/shared.js',
      'static/chunks/turbopack-x.js',
    ]);
  });

  it('marks those chunks at their first line and leaves chunks loaded on demand lazy', () => {
    expect(addCompileHints(dir)).toEqual({ marked: 5, already: 0 });
    for (const name of ['framework', 'turbopack-x', 'shared', 'home', 'console']) {
      expect(read(dir, `static/chunks/${name}.js`)).toBe(
        `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["${name}"]);\n//# sourceMappingURL=${name}-map.js.map`,
      );
    }
    expect(read(dir, 'static/chunks/login-modal.js').startsWith('//#')).toBe(false);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('moves a source map one line down, so it still points at the source', () => {
    addCompileHints(dir);
    expect(JSON.parse(read(dir, 'static/chunks/home-map.js.map')).mappings).toBe(';AAAA,CAAC');
  });

  it('leaves a marked build as it is when run again', () => {
    addCompileHints(dir);
    const before = read(dir, 'static/chunks/home.js') + read(dir, 'static/chunks/home-map.js.map');
    expect(addCompileHints(dir)).toEqual({ marked: 0, already: 5 });
    expect(read(dir, 'static/chunks/home.js') + read(dir, 'static/chunks/home-map.js.map')).toBe(before);
  });

  it('fails on a build whose manifests it cannot read, rather than leave every chunk unmarked', () => {
    rmSync(join(dir, 'server'), { recursive: true });
    mkdirSync(join(dir, 'server', 'app'), { recursive: true });
    expect(() => addCompileHints(dir)).toThrow(/no client-reference manifest/);
    writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ pages: {} }));
    expect(() => entryChunks(dir)).toThrow(/no rootMainFiles/);
  });
});

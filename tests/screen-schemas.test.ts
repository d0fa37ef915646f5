import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which contract modules a screen's browser code evaluates on load. The build evaluates a module whole when anything
 * imports it, and zod builds every schema of it (contract/README.md): on a mid-range phone a module of replies the
 * screen never reads is start-up time for nothing. This walks the static imports the way the bundler does: from a
 * route's files, everything below a 'use client' module is browser code; `import type` and `import()` (a chunk
 * loaded later) are not followed.
 */
const ROOT = path.resolve(__dirname, '..');

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The static, value-level imports and re-exports of a module (type-only ones left out). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(statement)) {
    if (match[5]) {
      found.push(match[5]);
      continue;
    }
    if (match[2]) continue;
    const clause = match[3] ?? '';
    const named = /\{([^}]*)\}/.exec(clause);
    const bindingOutsideBraces = clause.replace(/\{[^}]*\}/, '').replace(/[,\s]/g, '');
    const onlyTypes = named && !bindingOutsideBraces && named[1]!.split(',').every((item) => !item.trim() || item.trim().startsWith('type '));
    if (!onlyTypes) found.push(match[4]!);
  }
  return found;
}

function browserModules(entries: string[]): Set<string> {
  const browser = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, inBrowser: boolean) => {
    const client = inBrowser || /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (client) browser.add(path.relative(ROOT, file));
    for (const specifier of valueImports(file)) {
      const resolved = resolveImport(file, specifier);
      if (resolved) visit(resolved, client);
      else if (client && specifier === 'zod/mini') browser.add('zod/mini');
    }
  };
  for (const entry of entries) visit(path.join(ROOT, entry), false);
  return browser;
}

/** The browser modules of a route: its page's and those of every layout above it. */
function routeModules(page: string): Set<string> {
  const layouts: string[] = [];
  for (let dir = path.dirname(page); dir !== '.'; dir = path.dirname(dir)) {
    if (existsSync(path.join(ROOT, dir, 'layout.tsx'))) layouts.push(path.join(dir, 'layout.tsx'));
  }
  return browserModules([...layouts, page]);
}

const contractSchemas = (modules: Set<string>) => [...modules].filter((module) => module.startsWith('contract/') && module !== 'contract/README.md').sort();

describe('contract schemas a screen builds in the browser', () => {
  it('the expert console builds its own and the live game’s, not the catalogue’s, the accounts’ or the team channel’s', () => {
    const modules = routeModules('app/[locale]/(expert)/expert/[gameId]/page.tsx');
    expect(modules.has('features/expert/components/expert-console.tsx')).toBe(true);
    expect(contractSchemas(modules)).toEqual(expect.arrayContaining(['contract/schemas/expert.ts', 'contract/expert-events.ts']));
    for (const other of ['contract/schemas/catalogue.ts', 'contract/schemas/accounts.ts', 'contract/participant-events.ts']) {
      expect(modules.has(other), other).toBe(false);
    }
  });

  it('the game screen builds the team channel’s, not the console’s', () => {
    const modules = routeModules('app/[locale]/(game)/game/[[...participantId]]/page.tsx');
    expect(modules.has('contract/participant-events.ts')).toBe(true);
    for (const other of ['contract/expert-events.ts', 'contract/schemas/expert.ts', 'contract/schemas/accounts.ts']) {
      expect(modules.has(other), other).toBe(false);
    }
  });

  it('the home page builds no schema at all: its first page of games comes formatted from the server', () => {
    const modules = routeModules('app/[locale]/(default)/page.tsx');
    expect(modules.size).toBeGreaterThan(10);
    expect(modules.has('zod/mini')).toBe(false);
  });
});

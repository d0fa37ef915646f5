// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@/contract/endpoints';

/**
 * The house pattern for writes: a component never calls a write itself; it uses the feature's `api/use-*.ts`
 * mutation hook, whose `isPending` / `error` are the screen's pending and error states. A write is a function of a
 * feature's `api/` that calls a POST, PUT, PATCH or DELETE endpoint (or a component calling one directly).
 */
const root = fileURLToPath(new URL('..', import.meta.url));

const writeEndpoints = new Set(
  Object.entries(endpoints).flatMap(([family, calls]) =>
    Object.entries(calls as Record<string, (...args: unknown[]) => { method: string }>)
      .filter(([, build]) => build(1, 1, 1, 1).method !== 'GET')
      .map(([name]) => `${family}.${name}`),
  ),
);

function filesUnder(dir: string, match: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(match);
}

const callsWrite = (source: string) => [...source.matchAll(/endpoints\.(\w+)\.(\w+)\(/g)].some(([, family, name]) => writeEndpoints.has(`${family}.${name}`));

/** The exported functions of an api module that call a write endpoint. */
function writesOf(moduleFile: string): Set<string> {
  const source = readFileSync(path.join(root, moduleFile), 'utf8');
  const starts = [...source.matchAll(/export (?:async )?(?:function|const) (\w+)/g)];
  return new Set(starts.filter((start, i) => callsWrite(source.slice(start.index, starts[i + 1]?.index ?? source.length))).map((start) => start[1]!));
}

/** The raw writes a component imports from its feature's api/ (hooks are `use-*.ts` modules and never count). */
function rawWritesIn(component: string): string[] {
  const source = readFileSync(path.join(root, component), 'utf8');
  const found: string[] = [];
  for (const [, names, from] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']*\/api\/[^']*)'/g)) {
    const target = path.join(path.dirname(component), from!);
    if (path.basename(target).startsWith('use-')) continue;
    const writes = writesOf(`${target}.ts`);
    for (const name of names!.split(',').map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )) {
      if (writes.has(name)) found.push(name);
    }
  }
  if (callsWrite(source)) found.push('endpoints (called directly)');
  return found;
}

const components = filesUnder('features', (file) => /\/components\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

describe('writes are TanStack mutations in each feature’s api/', () => {
  it('finds the product’s write endpoints and components', () => {
    expect(writeEndpoints).toContain('base.login');
    expect(writeEndpoints).toContain('live.appeal');
    expect(writeEndpoints).not.toContain('base.me');
    expect(components).toContain('features/participant/components/tabs/appeal-form.tsx');
  });

  it.each(components)('%s calls no write by hand', (component) => {
    expect(rawWritesIn(component)).toEqual([]);
  });
});

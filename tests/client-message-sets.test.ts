// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AREA_MESSAGES, LAZY_MESSAGES, pickMessages, SITE_MESSAGES } from '@/lib/i18n/message-sets';
import ru from '@/messages/ru.json';

const root = join(__dirname, '..');
const SOURCE_DIRS = ['app', 'components', 'features', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Namespaces client components read: `useTranslations('x.y')` in files marked 'use client'. */
function clientNamespaces() {
  const uses: { file: string; namespace: string }[] = [];
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    if (!/^\s*['"]use client['"]/.test(text)) continue;
    for (const match of text.matchAll(/useTranslations\(\s*(?:'([^']*)'|"([^"]*)")?\s*\)/g)) {
      uses.push({ file: relative(root, file), namespace: match[1] ?? match[2] ?? '' });
    }
  }
  return uses;
}

const provided = [...SITE_MESSAGES, ...Object.values(AREA_MESSAGES).flat(), ...LAZY_MESSAGES];
const covers = (path: string, namespace: string) => namespace === path || namespace.startsWith(`${path}.`);

describe('client message sets (lib/i18n/message-sets.ts)', () => {
  const uses = clientNamespaces();

  it('finds the client components that read messages', () => {
    expect(uses.length).toBeGreaterThan(50);
  });

  it('every namespace a client component reads is in the site set, an area set or a lazily fetched one', () => {
    const uncovered = uses.filter(({ namespace }) => namespace === '' || !provided.some((path) => covers(path, namespace)));
    expect(uncovered).toEqual([]);
  });

  it('every path in the sets exists in the catalogue', () => {
    const exists = (path: string) => Object.keys(pickMessages(ru, [path])).length > 0;
    expect(provided.filter((path) => !exists(path))).toEqual([]);
  });

  it('server-only namespaces stay out of the pages (the landing texts, metadata, page titles)', () => {
    for (const namespace of ['landing', 'metadata', 'pages', 'home', 'header', 'footer']) {
      expect(provided.filter((path) => covers(namespace, path))).toEqual([]);
    }
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deadLinks, documentationFiles, relativeLinks } from './doc-links';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('documentation links', () => {
  const files = documentationFiles(root);

  it('covers the README, docs/ and every feature README', () => {
    expect(files).toContain('README.md');
    expect(files.some((file) => file.startsWith('docs/'))).toBe(true);
    expect(files.filter((file) => file.startsWith('features/')).length).toBeGreaterThan(0);
  });

  it.each(files)('%s has no dead relative link', (file) => {
    expect(deadLinks(root, file, readFileSync(`${root}/${file}`, 'utf8'))).toEqual([]);
  });
});

describe('relativeLinks', () => {
  it('finds inline, image and reference links, drops anchors, and skips web addresses and code', () => {
    const markdown = [
      'See [the guide](docs/guide.md#setup), ![logo](public/logo.svg) and [site](https://example.com).',
      '[jump](#top) `[not](a-link.md)`',
      '```',
      '[inside](fenced.md)',
      '```',
      '[ref]: docs/ref.md',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual(['docs/guide.md', 'public/logo.svg', 'docs/ref.md']);
  });

  it('reports a target that does not exist, or lies outside the repository', () => {
    expect(deadLinks(root, 'README.md', '[a](package.json) [b](no-such-file.md) [c](../outside.md)')).toEqual(['no-such-file.md', '../outside.md']);
  });
});

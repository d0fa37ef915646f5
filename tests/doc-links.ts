import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The documentation whose relative links must resolve: the README, docs/, each feature's README, bench and contract. */
export function documentationFiles(root: string): string[] {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => join('docs', name))
    : [];
  const features = readdirSync(join(root, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('features', entry.name, 'README.md'));
  return ['README.md', 'SECURITY.md', 'bench/README.md', 'contract/README.md', ...docs, ...features].filter((file) => existsSync(join(root, file)));
}

/** Code (fenced blocks and inline spans) is not prose: a `[x](y)` inside it is not a link. */
const withoutCode = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm;

/** Link targets that point into the repository: no scheme (http:, mailto:), not a bare #anchor; the anchor dropped. */
export function relativeLinks(markdown: string): string[] {
  const prose = withoutCode(markdown);
  const targets = [...prose.matchAll(INLINE_LINK), ...prose.matchAll(REFERENCE_DEFINITION)].map((match) => match[1] ?? '');
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.split('#')[0] ?? ''));
}

/** The links of one file (path relative to root) whose target does not exist in the tree. */
export function deadLinks(root: string, file: string, markdown: string): string[] {
  const base = dirname(join(root, file));
  return relativeLinks(markdown).filter((target) => {
    const path = target.startsWith('/') ? join(root, target) : resolve(base, target);
    return relative(root, path).startsWith('..') || !existsSync(path);
  });
}

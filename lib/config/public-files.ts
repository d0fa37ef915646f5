import 'server-only';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const known = new Map<string, boolean>();

/**
 * Whether public/ holds this file (asked by server components before they link to one). Remembered per path: the
 * files ship with the build and do not change while the server runs.
 */
export function hasPublicFile(publicPath: string): boolean {
  let found = known.get(publicPath);
  if (found === undefined) {
    found = !publicPath.includes('..') && existsSync(join(process.cwd(), 'public', publicPath));
    known.set(publicPath, found);
  }
  return found;
}

// `npm start` and `npm run dev` run the reference backend in demo mode (loopback only, the /dev pages, the demo
// accounts) unless DEMO_MODE says otherwise, in the environment or in .env: a NODE_ENV=production left in the shell
// does not switch demo mode off behind the developer's back.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

export function demoModeSetting(root = process.cwd()) {
  if (process.env.DEMO_MODE) return process.env.DEMO_MODE;
  const file = join(root, '.env');
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')).DEMO_MODE : undefined;
  return fromFile || '1';
}

// `npm start`: build when needed, then the reference backend and the web app together.
// `npm run start:web` (--web-only): only the web app, for deployments against the real platform API.
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { demoModeSetting } from './demo-mode.mjs';
import { runTogether } from './run-together.mjs';

const root = process.cwd();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const webOnly = process.argv.includes('--web-only');
const port = process.env.PORT ?? '3000';

buildIfNeeded(root);

const backendUrl = `http://localhost:${process.env.BACKEND_PORT ?? '4000'}`;
const web = { name: 'web', command: bin('next'), args: ['start', '-p', port], env: { NEXT_TELEMETRY_DISABLED: '1' } };
// With the embedded backend, the site starts once the backend answers (it seeds the database on a first start):
// a first visitor never meets a site whose API is not there yet.
const webAfterBackend = { ...web, after: `${backendUrl}/health` };
const backend = { name: 'backend', command: bin('tsx'), args: ['backend/main.ts'], env: { DEMO_MODE: demoModeSetting(root) } };

console.log(`[start] site: http://localhost:${port}${webOnly ? '' : `  backend: ${backendUrl}`}`);
void runTogether(webOnly ? [web] : [backend, webAfterBackend]);

// `npm run dev`: the reference backend (restarts on change) and `next dev` (hot reload) together.
import { join } from 'node:path';
import { demoModeSetting } from './demo-mode.mjs';
import { runTogether } from './run-together.mjs';

const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);
runTogether([
  { name: 'backend', command: bin('tsx'), args: ['watch', '--clear-screen=false', 'backend/main.ts'], env: { DEMO_MODE: demoModeSetting() } },
  { name: 'web', command: bin('next'), args: ['dev', '-p', process.env.PORT ?? '3000'], env: { NEXT_TELEMETRY_DISABLED: '1' } },
]);

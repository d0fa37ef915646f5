import { rmSync } from 'node:fs';
import { loadBackendConfig, loadDotEnvFile } from '../config';
import { openDatabase } from '../db/database';
import { seedForMode } from '../seed/seed';

/**
 * npm run db:reset — drop the database file (with its WAL side files) and re-create and seed it for the mode:
 * the demo world in demo mode, the catalogue without accounts otherwise (DEMO_MODE=0 or NODE_ENV=production).
 */
loadDotEnvFile();
const config = loadBackendConfig();
if (config.databasePath === ':memory:') {
  console.error('DATABASE_PATH is :memory:, nothing to reset.');
  process.exit(1);
}
for (const suffix of ['', '-wal', '-shm']) rmSync(`${config.databasePath}${suffix}`, { force: true });
const db = openDatabase(config.databasePath);
const summary = seedForMode(db, config.demoMode);
db.close();
console.log(
  `database reset: ${config.databasePath} (${summary.games} games, live game #${summary.liveGameId}, ${config.demoMode ? 'demo accounts' : 'no accounts: create the first expert with npm run backend:create-expert'})`,
);

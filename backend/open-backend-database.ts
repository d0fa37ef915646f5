import type { BackendConfig } from './config';
import { openDatabase, type Db } from './db/database';
import type { Logger } from './logger';
import { assertNoOpenDemoAccounts } from './seed/demo-accounts-guard';
import { isDatabaseEmpty, seedForMode } from './seed/seed';
import type { Clock } from './time/clock';

/**
 * Opens the database (migrating it) and seeds it when empty, for the backend's mode: the demo world in demo mode,
 * the catalogue without any account otherwise. Without demo mode a database still holding the demo accounts with
 * their published password is refused (it was seeded in demo mode).
 */
export async function openBackendDatabase(config: BackendConfig, now: Clock, logger: Logger): Promise<Db> {
  const db = openDatabase(config.databasePath);
  try {
    if (isDatabaseEmpty(db)) {
      const summary = seedForMode(db, config.demoMode, new Date(now()));
      const people = config.demoMode ? 'and the demo accounts' : 'without accounts (npm run backend:create-expert makes the first)';
      logger.info(`seeded ${summary.games} games (live game #${summary.liveGameId}) ${people}`);
    } else if (!config.demoMode) {
      await assertNoOpenDemoAccounts(db);
    }
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

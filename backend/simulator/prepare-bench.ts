import { parseArgs } from 'node:util';
import { createTokenStore } from '../auth/token-store';
import { loadBackendConfig } from '../config';
import { openDatabase } from '../db/database';
import { ensureBotTeams, findLiveGameId } from './bot-teams';

/**
 * Setup step of `npm run bench:realtime` (not measured): registers N bot teams for the seeded live game in the
 * bench backend's fresh database, opens a session for each bot and prints `{gameId, bots: [{participantId, token}]}`
 * as JSON on stdout. Sessions come from the backend's own token store, exactly as a login opens them after its
 * password check; a thousand deliberately slow scrypt checks (about 50 s here) are not what the bench measures.
 */
function main(): void {
  const { values } = parseArgs({ options: { db: { type: 'string' }, count: { type: 'string', default: '1000' } } });
  if (!values.db) throw new Error('--db is required');
  const db = openDatabase(values.db);
  const gameId = findLiveGameId(db);
  if (gameId === undefined) throw new Error('the bench database has no live game');
  const identities = ensureBotTeams(db, { gameId, count: Number(values.count) });
  const tokens = createTokenStore(db, loadBackendConfig({ DATABASE_PATH: values.db }), () => Date.now());
  const bots = db.transaction(() => identities.map((bot) => ({ participantId: bot.participantId, token: tokens.openSession(bot.userId).accessToken })))();
  db.close();
  process.stdout.write(JSON.stringify({ gameId, bots }));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

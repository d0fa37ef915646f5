import { parseArgs } from 'node:util';
import { loadBackendConfig, loadDotEnvFile } from '../config';
import { openDatabase } from '../db/database';
import { createBot, type Bot } from './bot';
import { BOT_PASSWORD, ensureBotTeams, findLiveGameId } from './bot-teams';
import { driveRounds } from './expert-driver';
import { createStats } from './stats';

const USAGE = `npm run simulate -- --teams N [--game ID] [--url http://localhost:4000] [--db PATH]
    [--drive] [--rounds R] [--round-seconds S] [--seconds T]

  --teams          bot teams to play (default 10)
  --game           game id (default: the seeded game that is live now)
  --url            backend base URL (default http://localhost:$BACKEND_PORT)
  --db             the backend's database file (default: DATABASE_PATH, as the backend reads it)
  --drive          also play the expert: run R rounds (default 1), answers open S seconds (default 20)
  --seconds        without --drive, stop after T seconds (default: on Ctrl-C)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      teams: { type: 'string', default: '10' },
      game: { type: 'string' },
      url: { type: 'string' },
      db: { type: 'string' },
      drive: { type: 'boolean', default: false },
      rounds: { type: 'string', default: '1' },
      'round-seconds': { type: 'string', default: '20' },
      seconds: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  loadDotEnvFile();
  const config = loadBackendConfig();
  const baseUrl = values.url ?? `http://localhost:${config.port}`;
  const teams = Number(values.teams);
  if (!Number.isInteger(teams) || teams < 1 || teams > 5000) throw new Error('--teams must be 1 to 5000');
  if (!/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(baseUrl)) throw new Error('--url must be a local backend');

  // Bots are local accounts in the backend's own database (see bot-teams.ts); the rest goes through the API.
  const db = openDatabase(values.db ?? config.databasePath);
  const gameId = values.game !== undefined ? Number(values.game) : findLiveGameId(db);
  if (gameId === undefined || !Number.isInteger(gameId)) throw new Error('no live game found: pass --game');
  const identities = ensureBotTeams(db, { gameId, count: teams });
  db.close();

  const stats = createStats();
  const log = (line: string) => console.log(`[simulate] ${line}`);
  log(`${teams} bot teams in game ${gameId} at ${baseUrl}`);
  const bots: Bot[] = identities.map((identity) =>
    createBot({ baseUrl, password: BOT_PASSWORD, identity, stats, typingMs: Number(values['round-seconds']) * 500 }),
  );
  // Logins run a few at a time: password hashing is deliberately slow.
  const queue = [...bots];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let bot = queue.shift(); bot; bot = queue.shift()) await bot.start();
    }),
  );
  log(`${stats.get('subscribed')} teams connected and subscribed`);

  let stop: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  process.once('SIGINT', () => stop());
  if (values.drive) {
    await driveRounds({
      baseUrl,
      gameId,
      rounds: Number(values.rounds),
      roundMs: Number(values['round-seconds']) * 1000,
      email: 'expert@quiz.test',
      password: 'demo12345',
      log,
    });
  } else {
    if (values.seconds !== undefined) setTimeout(() => stop(), Number(values.seconds) * 1000).unref();
    log('bots answer whenever an expert opens answers; Ctrl-C prints the summary');
    await stopped;
  }
  await Promise.all(bots.map((bot) => bot.verify()));
  bots.forEach((bot) => bot.stop());
  console.table(stats.snapshot());
  const lost = stats.get('answersMissing') + stats.get('answersDifferent') + stats.get('answersDuplicated');
  log(`answers typed ${stats.get('answersTyped')}, stored exactly once ${stats.get('answersStored')}, lost or wrong ${lost}`);
  process.exit(lost > 0 || stats.get('missedEvents') > 0 || stats.get('duplicatedEvents') > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`[simulate] ${error instanceof Error ? error.message : String(error)}`);
  console.error(USAGE);
  process.exit(1);
});

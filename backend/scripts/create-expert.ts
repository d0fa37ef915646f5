import { parseArgs } from 'node:util';
import { loadBackendConfig, loadDotEnvFile } from '../config';
import { createLogger } from '../logger';
import { openBackendDatabase } from '../open-backend-database';
import { createExpert, CreateExpertError } from '../users/create-expert';

/**
 * npm run backend:create-expert -- --email x@example.com --name "Name" [--games 12,15 | --games upcoming]
 *
 * Creates an expert account with a password of the operator's choosing: the first staff account of a backend
 * without demo mode (none is seeded there). The password comes from EXPERT_PASSWORD or standard input (typed
 * twice, unseen, on a terminal; the first line otherwise), never from the command line, where other users of the
 * machine and the shell history would see it.
 */
const USAGE =
  'usage: npm run backend:create-expert -- --email <e-mail> --name <name> [--games <id,id,...>|upcoming]\n' +
  '  the password: EXPERT_PASSWORD=... or on standard input (never as an argument)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          input.setRawMode(false);
          process.stderr.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n' || char === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        } else if (char === '\u007f' || char === '\b') {
          value = value.slice(0, -1);
        } else {
          value += char;
        }
      }
    };
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.EXPERT_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) {
    const first = await promptHidden('Password for the new expert: ');
    const second = await promptHidden('The same password again: ');
    if (first !== second) fail('The two passwords differ; nothing was created.');
    return first;
  }
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk as string;
  return text.split(/\r?\n/)[0] ?? '';
}

async function main() {
  if (process.argv.slice(2).some((arg) => /^--?(p|password|pass)(=|$)/i.test(arg))) {
    fail(`A password is never taken from the command line (shell history, the process list).\n${USAGE}`);
  }
  let values: { email?: string; name?: string; games?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, games: { type: 'string' } }, strict: true }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!values.email || !values.name) fail(USAGE);
  let games: number[] | 'upcoming' | undefined;
  if (values.games === 'upcoming') games = 'upcoming';
  else if (values.games !== undefined) {
    const ids = values.games.split(',').map((item) => item.trim());
    if (!ids.every((id) => /^[1-9][0-9]*$/.test(id))) fail(`--games: "${values.games}" must be game ids separated by commas, or upcoming.`);
    games = ids.map(Number);
  }

  loadDotEnvFile();
  let config;
  try {
    config = loadBackendConfig();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const password = await readPassword();
  const now = Date.now();
  // The same preparation as a start: an empty database gets the seed of the mode, a demo one is refused without it.
  const db = await openBackendDatabase(config, () => now, createLogger('warn')).catch((error: unknown) =>
    fail(error instanceof Error ? error.message : String(error)),
  );
  try {
    const created = await createExpert(db, { email: values.email, name: values.name, password, games }, now);
    const hosting = created.gameIds.length > 0 ? `hosting games ${created.gameIds.join(', ')}` : 'hosting no game yet (--games assigns some)';
    console.log(`expert #${created.userId} <${values.email.trim()}> created in ${config.databasePath}, ${hosting}. Sign in at /expert/login.`);
  } catch (error) {
    if (error instanceof CreateExpertError) fail(`${error.message} Nothing was created.`);
    throw error;
  } finally {
    db.close();
  }
}

void main();

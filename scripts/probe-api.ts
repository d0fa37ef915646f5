/**
 * `npm run probe:api -- --base <url> [--token <bearer>] [--participant <id>] ...`: calls the read-only endpoints of
 * every API family of the spec against a running platform and reports whether each reply parses with the
 * contract's schemas, and which fields differ. No writes. docs/probe-api.md.
 */
import { parseArgs } from 'node:util';
import { apiFamilyNames, type ApiFamily } from '@/contract/families';
import { formatReport } from './probe-api/format-report';
import { runProbe, type ProbeOptions } from './probe-api/probe';

const usage = `Usage: npm run probe:api -- --base <url> [options]

  --base <url>            the platform's origin (every family under its prefix there)
  --token <bearer>        a player's access token: players/me, users/me, the participant calls
  --participant <id>      a participant the token may read: status, rating, results, chat status
  --game <id>             the game for games/{id}/participants and check-promo (default: the first listed)
  --expert-game <id>      a game the expert is assigned to: the expert console's reads
  --expert-token <bearer> a staff token for those (default: --token)
  --family <name=url>     a family served elsewhere, e.g. live=https://live.example.com/api/live/v1 (repeatable)
  --locale <ru|en|fr>     Accept-Language (default ru)
  --timeout <ms>          per call (default 10000)
  --json                  machine-readable output
Exit code: 0 when every call that ran parsed (calls missing a token or id are skipped), 1 otherwise, 2 on bad usage.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

const id = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) fail(`--${name} must be a positive whole number`);
  return value;
};

function readOptions(argv: string[]): ProbeOptions & { json: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        token: { type: 'string' },
        participant: { type: 'string' },
        game: { type: 'string' },
        'expert-game': { type: 'string' },
        'expert-token': { type: 'string' },
        family: { type: 'string', multiple: true },
        locale: { type: 'string' },
        timeout: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  if (!values.base) fail('--base is required');
  if (!/^https?:\/\/[^/]/.test(values.base) || !URL.canParse(values.base)) fail('--base must be an http(s) URL');
  const families: Partial<Record<ApiFamily, string>> = {};
  for (const entry of values.family ?? []) {
    const [name, url] = [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)];
    if (!apiFamilyNames.includes(name as ApiFamily) || !URL.canParse(url)) {
      fail(`--family ${entry}: expected <${apiFamilyNames.join('|')}>=<url>`);
    }
    families[name as ApiFamily] = url;
  }
  const timeoutMs = id('timeout', values.timeout);
  return {
    base: values.base,
    families,
    token: values.token || undefined,
    participant: id('participant', values.participant),
    game: id('game', values.game),
    expertGame: id('expert-game', values['expert-game']),
    expertToken: values['expert-token'] || undefined,
    locale: values.locale,
    timeoutMs,
    json: values.json,
  };
}

const { json, ...options } = readOptions(process.argv.slice(2));
const report = await runProbe(options);
process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
process.exitCode = report.exitCode;

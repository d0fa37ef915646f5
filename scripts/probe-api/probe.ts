import type { z } from 'zod/mini';
import { endpoints } from '@/contract/endpoints';
import { apiFamilies, type ApiFamily, type Endpoint } from '@/contract/families';
import { userReplySchema } from '@/contract/schemas/auth';
import { citiesReplySchema, gamesReplySchema } from '@/contract/schemas/catalogue';
import { correctAnswersReplySchema, expertAppealsReplySchema, expertGameSchema, expertGameStateSchema } from '@/contract/schemas/expert';
import { participantScreenSchema, resultsReplySchema } from '@/contract/schemas/live';
import { chatStatusReplySchema, gameParticipantsReplySchema, participantListReplySchema } from '@/contract/schemas/live-game';
import { checkPromoReplySchema, locationGuessSchema } from '@/contract/schemas/registration';
import { compareWithSchema, type FieldDifference } from './shape-diff';

/**
 * The deployer's probe: every read-only call of the spec (section 7) against a running platform, each reply parsed
 * with the contract's schema. It never writes: only GETs, and check-promo with a code nobody holds.
 */
export interface ProbeOptions {
  /** The platform's origin; every family lives under its prefix there unless `families` says otherwise. */
  base: string;
  /** Full base URLs of families served elsewhere, e.g. `{live: 'https://live.example.com/api/live/v1'}`. */
  families?: Partial<Record<ApiFamily, string>>;
  /** A bearer token (a player's): players/me, users/me and the participant calls need one. */
  token?: string;
  /** A participant (a team's place in a game) the token's user may read: its status, rating, results, chat. */
  participant?: number;
  /** The game of `games/{id}/participants` and check-promo (default: the first game of the list). */
  game?: number;
  /** A game the expert token's user is assigned to: the expert console's reads. */
  expertGame?: number;
  /** A staff token for the expert reads (default: `token`). */
  expertToken?: string;
  /** Sent as Accept-Language (default ru, the platform's default). */
  locale?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type ProbeOutcome = 'parsed' | 'failed' | 'skipped';

interface ProbeResult {
  name: string;
  method: 'GET';
  /** null when skipped. */
  url: string | null;
  /** HTTP status; null when skipped or when no reply came. */
  status: number | null;
  outcome: ProbeOutcome;
  /** Why it failed or was skipped (absent when it parsed). */
  reason?: string;
  differences: FieldDifference[];
}

export interface ProbeReport {
  base: string;
  results: ProbeResult[];
  summary: { parsed: number; failed: number; skipped: number };
  /** 0 when every call that ran parsed; 1 otherwise. */
  exitCode: 0 | 1;
}

/** A code no platform holds: check-promo answers `{status: 'error', ...}` and nothing is reserved or spent. */
const DUMMY_PROMO_CODE = 'PROBE-NO-SUCH-CODE';
const DUMMY_PROMO_EMAIL = 'probe@example.com';

interface Skip {
  skip: string;
}
const skip = (reason: string): Skip => ({ skip: reason });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const positiveInt = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

export async function runProbe(options: ProbeOptions): Promise<ProbeReport> {
  const base = options.base.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const results: ProbeResult[] = [];
  const urlOf = (target: Endpoint, query: Record<string, string | number> = {}) => {
    const familyBase = (options.families?.[target.family] ?? `${base}${apiFamilies[target.family]}`).replace(/\/+$/, '');
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
    return `${familyBase}${target.path}${search ? `?${search}` : ''}`;
  };

  /** Calls one endpoint, records the result, and returns the reply's JSON (undefined when there is none). */
  async function probe(
    name: string,
    target: Endpoint | Skip,
    schema: z.core.$ZodType,
    { query, token }: { query?: Record<string, string | number>; token?: string } = {},
  ): Promise<unknown> {
    if ('skip' in target) {
      results.push({ name, method: 'GET', url: null, status: null, outcome: 'skipped', reason: target.skip, differences: [] });
      return undefined;
    }
    const url = urlOf(target, query);
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.locale ?? 'ru' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const failed = (status: number | null, reason: string, differences: FieldDifference[] = []) =>
      results.push({ name, method: 'GET', url, status, outcome: 'failed', reason, differences });
    let response: Response;
    try {
      response = await doFetch(url, { method: 'GET', headers, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (error) {
      failed(null, `no reply: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      failed(response.status, `the reply is not JSON (${response.headers.get('content-type') ?? 'no content type'})`);
      return undefined;
    }
    if (response.status !== 200) {
      const message = isRecord(body) && typeof body.message === 'string' ? `: ${body.message.slice(0, 120)}` : '';
      failed(response.status, `HTTP ${response.status}, expected 200${message}`);
      return body;
    }
    const { parsed, differences } = compareWithSchema(schema, body);
    if (parsed) results.push({ name, method: 'GET', url, status: response.status, outcome: 'parsed', differences });
    else failed(response.status, 'the reply does not parse with the contract schema', differences);
    return body;
  }

  const { token, participant } = options;
  const expertToken = options.expertToken ?? token;
  const needsToken = skip('needs --token');

  // Public catalogue (the token is sent when given, as the web app does: the list then says isRegistered).
  const games = await probe('games list', endpoints.baseMain.games(), gamesReplySchema, { token });
  const firstGame = isRecord(games) && Array.isArray(games.items) && isRecord(games.items[0]) ? positiveInt(games.items[0].id) : undefined;
  const gameId = options.game ?? firstGame;
  const noGame = skip('no game id: the games list gave none; pass --game');
  await probe('one game: its teams', gameId ? endpoints.baseMain.gameParticipants(gameId) : noGame, gameParticipantsReplySchema, { token });
  await probe('cities', endpoints.baseMain.cities(), citiesReplySchema, { query: { sort: 'name,id' }, token });
  await probe('location guess', endpoints.base.locationGuess(), locationGuessSchema, { token });
  await probe('check-promo (dummy code)', gameId ? endpoints.baseMain.checkPromo() : noGame, checkPromoReplySchema, {
    query: { gameId: gameId ?? 0, code: DUMMY_PROMO_CODE, email: DUMMY_PROMO_EMAIL },
    token,
  });

  // The signed-in account, through both families that answer it.
  await probe('players/me', token ? endpoints.base.me() : needsToken, userReplySchema, { token });
  await probe('users/me', token ? endpoints.iam.me() : needsToken, userReplySchema, { token });

  // The participant screen's reads.
  const participantSkip = !token ? needsToken : skip('needs --participant');
  const forParticipant = (build: (id: number) => Endpoint) => (token && participant ? build(participant) : participantSkip);
  const status = await probe('participant status', forParticipant(endpoints.live.participantStatus), participantScreenSchema, { token });
  await probe('participant rating', forParticipant(endpoints.live.participantList), participantListReplySchema, { token });
  await probe('participant results', forParticipant(endpoints.live.results), resultsReplySchema, { token });
  const chatGame = isRecord(status) ? positiveInt(status.gameId) : undefined;
  const chatTarget = chatGame ? endpoints.chats.status(chatGame) : token && participant ? skip('no gameId in the participant status') : participantSkip;
  await probe('chat status', chatTarget, chatStatusReplySchema, { token });

  // The expert console's reads.
  const expertSkip = !expertToken ? skip('needs --expert-token or --token') : skip('needs --expert-game');
  const forExpert = (build: (id: number) => Endpoint) => (expertToken && options.expertGame ? build(options.expertGame) : expertSkip);
  await probe('expert game', forExpert(endpoints.live.expertGame), expertGameSchema, { token: expertToken });
  await probe('expert current tour', forExpert(endpoints.live.expertCurrentTour), expertGameStateSchema, { token: expertToken });
  await probe('expert correct answers', forExpert(endpoints.live.expertAnswers), correctAnswersReplySchema, { token: expertToken });
  await probe('expert appeals', forExpert(endpoints.live.expertAppeals), expertAppealsReplySchema, { token: expertToken });

  const count = (outcome: ProbeOutcome) => results.filter((result) => result.outcome === outcome).length;
  const summary = { parsed: count('parsed'), failed: count('failed'), skipped: count('skipped') };
  return { base, results, summary, exitCode: summary.failed === 0 ? 0 : 1 };
}

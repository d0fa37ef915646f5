import { expect, type BrowserContext } from '@playwright/test';
import { backendUrl, DEMO_PASSWORD, demoAccounts } from '../fixtures';
import { devRoute } from './demo-setup';

/**
 * The live game driven through the reference backend's real HTTP API: players log in like the site does, the
 * expert runs the game with the same calls the expert console makes; a retried journey's reset goes through a
 * demo-mode route (`resetLiveGame`). No database access.
 */
export { backendUrl };
const live = `${backendUrl}/api/live/v1`;

export const accounts = demoAccounts;

interface Tokens {
  access_token: string;
  refresh_token: string;
}

async function call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} -> ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** POST {base}/login (players) or POST {iam}/auth/login (staff). */
export async function logIn(email: string, staff = false): Promise<Tokens> {
  const url = staff ? `${backendUrl}/api/iam/v1/auth/login` : `${backendUrl}/api/base/login`;
  return call<Tokens>('POST', url, null, { email, password: DEMO_PASSWORD });
}

/** A browser context signed in as the player, as the site's login leaves it (the session cookies). */
export async function signIn(context: BrowserContext, baseURL: string, email: string): Promise<Tokens> {
  const tokens = await logIn(email);
  await context.addCookies([
    { name: 'auth_token', value: tokens.access_token, url: baseURL, sameSite: 'Lax' },
    { name: 'auth_refresh', value: tokens.refresh_token, url: baseURL, sameSite: 'Lax' },
  ]);
  return tokens;
}

export interface Participation {
  id: number;
  gameId: number;
  isLive: boolean;
  isFinished: boolean;
}

/**
 * The player's registrations, from the cabinet's read (`GET {base}/players/me/registrations`): the live game's
 * `participants/mine` is an addition a spec-only backend answers with a 404 (contract/README.md, "Spec-only switch").
 */
async function registrations(playerToken: string): Promise<Participation[]> {
  return (await call<{ data: Participation[] }>('GET', `${backendUrl}/api/base/players/me/registrations`, playerToken)).data;
}

/**
 * For a retried journey: the demo team's live game (finished, perhaps, by the attempt before) back to nothing
 * played, started as seeded, through the backend's demo-mode reset (POST /dev/games/{id}/reset).
 */
export async function resetLiveGame(playerToken: string): Promise<void> {
  const mine = await registrations(playerToken);
  // The demo team plays no past games: a finished one is the live game a previous attempt finished.
  const game = mine.find((item) => item.isLive) ?? mine.find((item) => item.isFinished);
  if (!game) throw new Error('the seed has no live game for the demo team');
  await devRoute('POST', `/dev/games/${game.gameId}/reset`, { started: true });
}

/** The demo team's registration for the game that is live now. */
export async function liveParticipation(playerToken: string): Promise<Participation> {
  const found = (await registrations(playerToken)).find((item) => item.isLive);
  if (!found) throw new Error('the seed has no live game for the demo team');
  return found;
}

export interface GameState {
  tourNumber: number | null;
  canAnswer: boolean;
  lastClosedTour: number;
  lastShownTour: number;
  isFinished: boolean;
}

interface Sheet {
  id: number;
  participantId: number;
  tourNumber: number;
  answers: { questionNumber: number; text: string }[];
}

interface ExpertAppeal {
  id: number;
  participantId: number;
  questionNumber: number;
  tourNumber: number;
  status: string;
}

/** The expert's controls (POST /experts/games/{id}/...), as the expert console calls them. */
export class ExpertConsole {
  private constructor(
    private readonly token: string,
    readonly gameId: number,
  ) {}

  static async open(gameId: number): Promise<ExpertConsole> {
    return new ExpertConsole((await logIn(accounts.expert, true)).access_token, gameId);
  }

  private game(path: string, method = 'POST', body?: unknown) {
    return call<unknown>(method, `${live}/experts/games/${this.gameId}${path}`, this.token, body);
  }

  state = () => this.game('/currentTour', 'GET') as Promise<GameState>;
  startTour = (tourNumber: number) => this.game('/startTour', 'POST', { tourNumber });
  openAnswers = () => this.game('/openAnswers');
  closeTour = () => this.game('/closeTour');
  showNextTour = () => this.game('/showNextTour');
  showScores = () => this.game('/showScores');
  finish = () => this.game('/finish');

  /**
   * Checks the team's sheet of the round: takes sheets from the stack until it is the team's (any other team's
   * sheet met on the way is checked as all wrong), then marks each answer as given.
   */
  async checkSheet(participantId: number, tourNumber: number, verdicts: Record<number, boolean>): Promise<void> {
    await expect
      .poll(
        async () => {
          const { sheet } = (await this.game('/results')) as { sheet: Sheet | null };
          if (!sheet) return 'empty stack';
          const mine = sheet.participantId === participantId && sheet.tourNumber === tourNumber;
          const decisions = Object.fromEntries(
            sheet.answers.filter((a) => a.text.trim() !== '').map((a) => [String(a.questionNumber), mine ? (verdicts[a.questionNumber] ?? false) : false]),
          );
          await this.game(`/results/${sheet.id}`, 'PATCH', decisions);
          return mine ? 'checked' : 'other team';
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBe('checked');
  }

  /** Resolves the team's pending appeal on a question. */
  async resolveAppeal(participantId: number, tourNumber: number, questionNumber: number, status: 'APPROVED' | 'REJECTED', response: string) {
    let appeal: ExpertAppeal | undefined;
    await expect
      .poll(
        async () => {
          const { items } = (await this.game('/appeals/', 'GET')) as { items: ExpertAppeal[] };
          appeal = items.find(
            (a) => a.participantId === participantId && a.tourNumber === tourNumber && a.questionNumber === questionNumber && a.status === 'PENDING',
          );
          return Boolean(appeal);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await this.game(`/appeals/${appeal!.id}`, 'PATCH', { status, response });
  }
}

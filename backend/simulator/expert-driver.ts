import { apiFamilies } from '@/contract/families';
import { tokenReplySchema } from '@/contract/schemas/auth';
import { expertGameStateSchema } from '@/contract/schemas/expert';
import { LATE_ANSWER_GRACE_MS } from '@/contract/schemas/live';
import { requestJson } from './http-client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays the expert for `--drive`: starts the next rounds, opens answers, waits, closes, waits out the grace.
 * Uses the demo expert (assigned to the seeded live game) through the public API.
 */
export async function driveRounds(options: {
  baseUrl: string;
  gameId: number;
  rounds: number;
  roundMs: number;
  email: string;
  password: string;
  log: (line: string) => void;
}): Promise<void> {
  const login = await requestJson(`${options.baseUrl}${apiFamilies.iam}/auth/login`, 'POST', {
    body: { email: options.email, password: options.password },
  });
  const token = tokenReplySchema.parse(login.body).access_token;
  const game = (path: string) => `${options.baseUrl}${apiFamilies.live}/experts/games/${options.gameId}${path}`;
  const control = async (action: string, body?: unknown) => {
    const reply = await requestJson(game(`/${action}`), 'POST', { token, body });
    if (reply.status !== 200) throw new Error(`${action} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return expertGameStateSchema.parse(reply.body);
  };
  const state = expertGameStateSchema.parse((await requestJson(game('/currentTour'), 'GET', { token })).body);
  if (state.tourNumber !== null) await control('closeTour');
  let next = Math.max(state.lastClosedTour, state.tourNumber ?? 0) + 1;
  for (let round = 0; round < options.rounds && next <= state.numberOfTours; round += 1, next += 1) {
    await control('startTour', { tourNumber: next });
    await control('openAnswers');
    options.log(`round ${next}: answers open for ${Math.round(options.roundMs / 1000)} s`);
    await sleep(options.roundMs);
    await control('closeTour');
    options.log(`round ${next}: closed, waiting out the ${LATE_ANSWER_GRACE_MS / 1000} s grace`);
    await sleep(LATE_ANSWER_GRACE_MS + 1000);
    // Drafts left at the end of the grace are collected on the next read.
    await requestJson(game('/currentTour'), 'GET', { token });
  }
}

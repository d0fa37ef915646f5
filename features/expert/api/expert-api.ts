import { endpoints } from '@/contract/endpoints';
import {
  answerGroupDecisionReplySchema,
  answerGroupsReplySchema,
  checkSheetReplySchema,
  correctAnswersReplySchema,
  expertAppealSchema,
  expertAppealsReplySchema,
  expertGameSchema,
  expertGameStateSchema,
  keepAliveReplySchema,
  nextSheetReplySchema,
  takeSheetReplySchema,
  type AnswerGroupDecisionRequest,
  type ResolveAppealRequest,
} from '@/contract/schemas/expert';
import { userReplySchema } from '@/contract/schemas/auth';
import { chatStatusReplySchema, type MechanicName } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { Blank, ControlAction, CorrectAnswers, ExpertAppeal, ExpertGame, GameState, GroupQuestion } from '../types';
import { decisionsOf, toBlank, toCorrectAnswers, toExpertAppeal, toExpertGame, toGameState, toGroupQuestions } from './to-expert';
import { isApiFailure } from '@/lib/api/api-failure';
import { callAddition } from '@/lib/api/addition-discovery';

/** Every call of the console: each parses its reply with the contract and reshapes it. */

export async function fetchGame(api: ApiClient, gameId: number, signal?: AbortSignal): Promise<ExpertGame> {
  return toExpertGame(await api.request(endpoints.live.expertGame(gameId), { schema: expertGameSchema, signal }));
}

export async function fetchGameState(api: ApiClient, gameId: number, signal?: AbortSignal): Promise<GameState> {
  return toGameState(await api.request(endpoints.live.expertCurrentTour(gameId), { schema: expertGameStateSchema, signal }));
}

/** GET {iam}/users/me: the console keeps the appeals addressed to this expert (NewAppeal carries expertId). */
export async function fetchExpertId(api: ApiClient, signal?: AbortSignal): Promise<number> {
  return (await api.request(endpoints.iam.me(), { schema: userReplySchema, signal })).data.id;
}

export async function runControl(api: ApiClient, gameId: number, action: ControlAction, tourNumber?: number): Promise<GameState> {
  const body = action === 'startTour' ? { tourNumber } : undefined;
  return toGameState(await api.request(endpoints.live.expertAction(gameId, action), { schema: expertGameStateSchema, body }));
}

export async function updateStream(api: ApiClient, gameId: number, stream: string | null): Promise<ExpertGame> {
  return toExpertGame(await api.request(endpoints.live.expertGameUpdate(gameId), { schema: expertGameSchema, body: { stream } }));
}

export const keepAlive = (api: ApiClient, gameId: number) => api.request(endpoints.live.expertKeepAlive(gameId), { schema: keepAliveReplySchema });

export async function activateMechanic(api: ApiClient, gameId: number, method: MechanicName): Promise<GameState> {
  return toGameState(await api.request(endpoints.live.expertMechanics(gameId), { schema: expertGameStateSchema, body: { method } }));
}

/** PATCH .../mechanics: {mechanic} clears its reactions; without one every mechanic is switched off. */
export async function updateMechanics(api: ApiClient, gameId: number, mechanic?: MechanicName): Promise<GameState> {
  const body = mechanic ? { mechanic } : {};
  return toGameState(await api.request(endpoints.live.expertMechanicsUpdate(gameId), { schema: expertGameStateSchema, body }));
}

export async function fetchChatLocked(api: ApiClient, gameId: number, signal?: AbortSignal): Promise<boolean> {
  return (await api.request(endpoints.chats.status(gameId), { schema: chatStatusReplySchema, signal })).status === 'LOCKED';
}

export async function setChatLocked(api: ApiClient, gameId: number, locked: boolean): Promise<boolean> {
  const endpoint = locked ? endpoints.chats.lock(gameId) : endpoints.chats.unlock(gameId);
  return (await api.request(endpoint, { schema: chatStatusReplySchema })).status === 'LOCKED';
}

/** GET .../answers: the correct answers of every round (the spec's call; sheets carry only the teams' answers). */
export async function fetchCorrectAnswers(api: ApiClient, gameId: number, signal?: AbortSignal): Promise<CorrectAnswers> {
  return toCorrectAnswers(await api.request(endpoints.live.expertAnswers(gameId), { schema: correctAnswersReplySchema, signal }));
}

/** POST .../results: the next sheet (or the one this expert holds), with the correct answers of its round. */
export async function fetchNextSheet(api: ApiClient, gameId: number, answers: CorrectAnswers): Promise<{ blank: Blank | null; stack: number }> {
  const reply = await api.request(endpoints.live.expertNextSheet(gameId), { schema: nextSheetReplySchema });
  return { blank: reply.sheet ? toBlank(reply.sheet, answers) : null, stack: reply.totalSheetCountInStack };
}

/** POST .../results/{sheetId}/take: one particular team's sheet, held for this expert like one from the stack. */
export async function takeSheet(api: ApiClient, gameId: number, sheetId: number, answers: CorrectAnswers): Promise<{ blank: Blank; stack: number }> {
  const reply = await api.request(endpoints.live.expertTakeSheet(gameId, sheetId), { schema: takeSheetReplySchema });
  return { blank: toBlank(reply.sheet, answers), stack: reply.totalSheetCountInStack };
}

export const cancelSheet = (api: ApiClient, gameId: number) => api.request(endpoints.live.expertCancelSheet(gameId));

export async function sendBlank(api: ApiClient, gameId: number, blank: Blank): Promise<{ stack: number }> {
  const reply = await api.request(endpoints.live.expertCheckSheet(gameId, blank.id), { schema: checkSheetReplySchema, body: decisionsOf(blank) });
  return { stack: reply.totalSheetCountInStack };
}

export async function fetchAppeals(api: ApiClient, gameId: number, signal?: AbortSignal): Promise<ExpertAppeal[]> {
  return (await api.request(endpoints.live.expertAppeals(gameId), { schema: expertAppealsReplySchema, signal })).items.map(toExpertAppeal);
}

export async function fetchAppeal(api: ApiClient, gameId: number, appealId: number, signal?: AbortSignal): Promise<ExpertAppeal> {
  return toExpertAppeal(await api.request(endpoints.live.expertAppeal(gameId, appealId), { schema: expertAppealSchema, signal }));
}

/**
 * PATCH .../appeals/{id} (an addition): a 404 or 405 turns appeal decisions off for this page load (AdditionAbsent);
 * the console then shows the appeals read-only.
 */
export async function resolveAppeal(api: ApiClient, gameId: number, appealId: number, request: ResolveAppealRequest): Promise<ExpertAppeal> {
  const reply = await callAddition(
    'appealResolution',
    () => api.request(endpoints.live.expertAppealResolve(gameId, appealId), { schema: expertAppealSchema, body: request }),
    { read: false },
  );
  return toExpertAppeal(reply);
}

/**
 * GET .../answers/groups (an addition): a 404, 405 or a reply without the groups turns the groups view off for this
 * page load (AdditionAbsent); the expert checks sheet by sheet.
 */
export async function fetchGroups(api: ApiClient, gameId: number, tourNumber: number, signal?: AbortSignal): Promise<GroupQuestion[]> {
  const reply = await callAddition('answerGroups', () =>
    api.request(endpoints.live.expertAnswerGroups(gameId), { schema: answerGroupsReplySchema, query: { tourNumber }, signal }),
  );
  return toGroupQuestions(reply);
}

export const decideGroup = (api: ApiClient, gameId: number, request: AnswerGroupDecisionRequest) =>
  callAddition('answerGroups', () => api.request(endpoints.live.expertAnswerGroupDecide(gameId), { schema: answerGroupDecisionReplySchema, body: request }), {
    read: false,
  });

/** The server's own words for a refusal with 409 (another expert was first, the results are final), if it sent any. */
export const conflictReason = (error: unknown): string | null => (isApiFailure(error) && error.status === 409 && error.error ? error.error : null);

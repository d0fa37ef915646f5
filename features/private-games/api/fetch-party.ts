import { safeParse } from 'zod/v4/core';
import { endpoints } from '@/contract/endpoints';
import { INVITE_QUERY_PARAM } from '@/contract/party-settings';
import {
  myPrivateGamesReplySchema,
  orderIntentReplySchema,
  privateFormatsReplySchema,
  privateGameRefusalSchema,
  privateGameReplySchema,
  privateOrderReplySchema,
  type PartyIntentWire,
  type PrivateOrderRequest,
} from '@/contract/schemas/party';
import { isApiFailure } from '@/lib/api/api-failure';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { PrivateFormat, PrivateGame, PrivateOrder } from '../types';
import { toPrivateFormat, toPrivateGame, toPrivateOrder } from './to-private-game';

/** Every call of the private games: parsed with the contract's schemas, reshaped into the feature's types. */

export async function fetchFormats(api: ApiClient, signal?: AbortSignal): Promise<PrivateFormat[]> {
  return (await api.request(endpoints.party.formats(), { schema: privateFormatsReplySchema, signal })).data.map(toPrivateFormat);
}

export async function fetchMyPrivateGames(api: ApiClient, signal?: AbortSignal): Promise<PrivateGame[]> {
  return (await api.request(endpoints.party.myGames(), { schema: myPrivateGamesReplySchema, signal })).data.map(toPrivateGame);
}

/** One private game: found, unknown (404: also a public game's id), or hidden from this visitor (403 not_invited). */
export type PrivateGameLookup = { kind: 'found'; game: PrivateGame } | { kind: 'not-found' } | { kind: 'not-invited' };

export async function fetchPrivateGame(api: ApiClient, gameId: number, invite: string | null, signal?: AbortSignal): Promise<PrivateGameLookup> {
  try {
    const query = invite ? { [INVITE_QUERY_PARAM]: invite } : undefined;
    const reply = await api.request(endpoints.party.game(gameId), { schema: privateGameReplySchema, query, signal });
    return { kind: 'found', game: toPrivateGame(reply.data) };
  } catch (error) {
    if (isApiFailure(error) && error.kind === 'http') {
      if (error.status === 404) return { kind: 'not-found' };
      if (error.status === 403 && safeParse(privateGameRefusalSchema, error.details).success) return { kind: 'not-invited' };
    }
    throw error;
  }
}

export async function createOrder(api: ApiClient, body: PrivateOrderRequest, idempotencyKey: string): Promise<PrivateOrder> {
  return toPrivateOrder((await api.request(endpoints.party.createOrder(), { schema: privateOrderReplySchema, body, idempotencyKey })).data);
}

export async function fetchOrder(api: ApiClient, orderId: number, signal?: AbortSignal): Promise<PrivateOrder> {
  return toPrivateOrder((await api.request(endpoints.party.order(orderId), { schema: privateOrderReplySchema, signal })).data);
}

export interface OrderPaymentStarted {
  intent: PartyIntentWire;
  order: PrivateOrder;
}

export async function startOrderPayment(api: ApiClient, orderId: number, idempotencyKey: string): Promise<OrderPaymentStarted> {
  const reply = await api.request(endpoints.party.orderPayment(orderId), { schema: orderIntentReplySchema, body: {}, idempotencyKey });
  return { intent: reply.data, order: toPrivateOrder(reply.order) };
}

import { endpoints } from '@/contract/endpoints';
import { PURCHASE_TOKEN_HEADER, type PartyLanguage } from '@/contract/party-settings';
import {
  promoPacksReplySchema,
  promoPurchaseCreatedSchema,
  promoPurchaseReplySchema,
  purchaseIntentReplySchema,
  type PartyIntentWire,
  type PromoPurchaseRequest,
} from '@/contract/schemas/party';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { Pack, Purchase, PurchaseRef } from '../types';
import { toPack, toPurchase } from './to-promo-shop';

/** Every call of the shop: parsed with the contract's schemas, reshaped into the feature's types. */

/** A guest's purchase is reached with its access token; a signed-in buyer's with the session alone. */
const refHeaders = (ref: PurchaseRef) => (ref.accessToken ? { [PURCHASE_TOKEN_HEADER]: ref.accessToken } : undefined);

export async function fetchPacks(api: ApiClient, language: PartyLanguage, signal?: AbortSignal): Promise<Pack[]> {
  const reply = await api.request(endpoints.party.packs(), { schema: promoPacksReplySchema, signal });
  return reply.data.map((wire) => toPack(wire, language));
}

export interface PurchaseCreated {
  purchase: Purchase;
  /** A guest purchase's access token (given once). */
  accessToken: string | null;
}

export async function createPurchase(api: ApiClient, body: PromoPurchaseRequest): Promise<PurchaseCreated> {
  const reply = await api.request(endpoints.party.createPurchase(), { schema: promoPurchaseCreatedSchema, body });
  return { purchase: toPurchase(reply.data), accessToken: reply.accessToken ?? null };
}

export async function fetchPurchase(api: ApiClient, ref: PurchaseRef, signal?: AbortSignal): Promise<Purchase> {
  const reply = await api.request(endpoints.party.purchase(ref.id), { schema: promoPurchaseReplySchema, signal, headers: refHeaders(ref) });
  return toPurchase(reply.data);
}

export interface PaymentStarted {
  intent: PartyIntentWire;
  purchase: Purchase;
}

export async function startPurchasePayment(api: ApiClient, ref: PurchaseRef): Promise<PaymentStarted> {
  const reply = await api.request(endpoints.party.purchasePayment(ref.id), { schema: purchaseIntentReplySchema, body: {}, headers: refHeaders(ref) });
  return { intent: reply.data, purchase: toPurchase(reply.purchase) };
}

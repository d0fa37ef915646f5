'use client';
import type { PromoPurchaseRequest } from '@/contract/schemas/party';
import { getBrowserApi } from '@/lib/api/browser-api';
import { ShopCallError } from '../model/failure';
import type { PurchaseRef } from '../types';
import { describeFailure } from './describe-failure';
import { createPurchase, fetchPurchase, startPurchasePayment } from './fetch-promo-shop';

/**
 * The shop's calls from the browser (the player's session when there is one: a signed-in buyer's purchases are
 * theirs). Loaded with the first call, not with the page: the API client and the reply schemas stay out of the
 * shop's first load. Failures are thrown described (model/failure.ts).
 */
const described =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } catch (error) {
      throw new ShopCallError(describeFailure(error));
    }
  };

export const browserCalls = {
  createPurchase: described((body: PromoPurchaseRequest) => createPurchase(getBrowserApi('player'), body)),
  fetchPurchase: described((ref: PurchaseRef, signal?: AbortSignal) => fetchPurchase(getBrowserApi('player'), ref, signal)),
  startPayment: described((ref: PurchaseRef) => startPurchasePayment(getBrowserApi('player'), ref)),
};

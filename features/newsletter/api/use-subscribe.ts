'use client';
import { useMutation } from '@tanstack/react-query';
import type { SubscriptionRequest } from '@/contract/schemas/newsletter';
import { getBrowserApi } from '@/lib/api/browser-api';
import { subscribe } from './subscribe';

/** POST {baseMain}/subscriptions: the newsletter or private-event subscription; its data is the success to show. */
export function useSubscribe() {
  return useMutation({ mutationFn: (body: SubscriptionRequest) => subscribe(getBrowserApi('player'), body) });
}

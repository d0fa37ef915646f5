import { endpoints } from '@/contract/endpoints';
import { subscriptionReplySchema, type SubscriptionRequest } from '@/contract/schemas/newsletter';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { SubscriptionResult } from '../types';

/** POST {baseMain}/subscriptions: 201 new, 200 already subscribed (updated); both are a success. */
export async function subscribe(api: ApiClient, body: SubscriptionRequest, headers?: Record<string, string>): Promise<SubscriptionResult> {
  const reply = await api.request(endpoints.baseMain.subscribe(), { body, schema: subscriptionReplySchema, headers });
  return { email: reply.data.email, alreadySubscribed: reply.data.alreadySubscribed };
}

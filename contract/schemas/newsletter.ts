import { z } from 'zod/mini';

/**
 * POST {baseMain}/subscriptions: the landing's newsletter form and its private-event variant.
 * `city` is what the visitor chose or typed (a city's name); `cityId` is sent when it came from the cities list.
 */
export const subscriptionSources = ['newsletter', 'private_event'] as const;
export type SubscriptionSource = (typeof subscriptionSources)[number];

export const SUBSCRIPTION_TEXT_MAX = 255;

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(SUBSCRIPTION_TEXT_MAX));

/**
 * A subscriber's e-mail as Laravel's `email` rule takes it, as far as a form needs: one @, a dotted domain, no
 * spaces; letters of any script, so `имя@почта.рф` is an address (zod's default pattern is ASCII only).
 */
export const SUBSCRIPTION_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
export const subscriptionEmail = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(SUBSCRIPTION_TEXT_MAX), z.email({ pattern: SUBSCRIPTION_EMAIL_PATTERN }));

export const subscriptionRequestSchema = z.object({
  name: text,
  email: subscriptionEmail,
  city: text,
  cityId: z.optional(z.int().check(z.positive())),
  /** Personal-data consent: required (spec section 5); the server stores when it was given. */
  consent: z.literal(true),
  source: z.optional(z.enum(subscriptionSources)),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** 201 for a new address, 200 when it was already subscribed (its name and city are updated). */
export const subscriptionReplySchema = z.object({
  data: z.object({ email: z.string(), alreadySubscribed: z.boolean() }),
});
export type SubscriptionReply = z.infer<typeof subscriptionReplySchema>;

import { z } from 'zod/mini';

// Contract schemas use zod/mini: the browser parses every reply with them, and mini ships only the checks used.

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Reply of every call that opens or renews a session (player login, staff login, refresh). */
export const tokenReplySchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.int().check(z.positive()),
});
export type TokenReply = z.infer<typeof tokenReplySchema>;

const userRoleSchema = z.enum(['player', 'expert', 'organizer', 'support']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** What a purchase of User.purchases is. */
const purchaseKinds = ['registration', 'private_game', 'promo_pack'] as const;

const userWireSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  is_approved: z.boolean(),
  role: userRoleSchema,
  /**
   * What the account paid for: game registrations (`id` = the participant), private games (`id` = the game) and
   * promo-code packs (`id` = the purchase, with its codes). `kind` absent means a registration (older replies).
   */
  purchases: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      kind: z.optional(z.enum(purchaseKinds)),
      codes: z.optional(z.array(z.object({ code: z.string(), expiresAt: z.string(), usageLimit: z.int(), used: z.int() }))),
    }),
  ),
  teams: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type UserWire = z.infer<typeof userWireSchema>;

/** GET players/me and GET users/me wrap the user in `data`, as Laravel resources do. */
export const userReplySchema = z.object({ data: userWireSchema });

/** The header that carries the refresh token on POST auth/refresh (the body stays empty). */
export const REFRESH_TOKEN_HEADER = 'X-Refresh-Token';

/**
 * Body of POST /login (player) and POST auth/login (staff) as the server validates it
 * (Laravel rules `email: required|email|max:255`, `password: required|string|max:255`).
 * A malformed e-mail gets 422 'The email must be a valid email address.'.
 */
export const loginRequestSchema = z.object({
  email: z.pipe(text(255), z.email()),
  password: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

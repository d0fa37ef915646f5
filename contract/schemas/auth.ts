import { z } from 'zod';

export const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(255),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** Reply of every call that opens or renews a session (player login, staff login, refresh). */
export const tokenReplySchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().positive(),
});
export type TokenReply = z.infer<typeof tokenReplySchema>;

export const userRoleSchema = z.enum(['player', 'expert', 'organizer', 'support']);
export type UserRole = z.infer<typeof userRoleSchema>;

export const userWireSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_approved: z.boolean(),
  role: userRoleSchema,
  purchases: z.array(z.object({ id: z.number().int(), title: z.string() })),
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type UserWire = z.infer<typeof userWireSchema>;

/** GET players/me and GET users/me wrap the user in `data`, as Laravel resources do. */
export const userReplySchema = z.object({ data: userWireSchema });

/** The header that carries the refresh token on POST auth/refresh (the body stays empty). */
export const REFRESH_TOKEN_HEADER = 'X-Refresh-Token';

/**
 * Body of POST /login (player) and POST auth/login (staff) as the server validates it
 * (Laravel rules `email: required|email|max:255`, `password: required|string|max:255`).
 * Stricter than credentialsSchema: a malformed e-mail gets 422 'The email must be a valid email address.'.
 */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1).max(255).pipe(z.email()),
  password: z.string().min(1).max(255),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

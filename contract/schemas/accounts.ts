import { z } from 'zod/mini';
import { userTextChecks } from '../user-text';

// Player accounts beyond login (contract/README.md, "Accounts"): registration, e-mail confirmation, recovery,
// OAuth, avatar, and the expert's games list. Bodies are validated by the server with these same schemas.

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const nameField = z.string().check(z.trim(), z.minLength(1), z.maxLength(255), ...userTextChecks('single-line'));
export const emailField = z.pipe(text(255), z.email());
/** A password being chosen (registration, reset): Laravel's `required|string|min:8|max:255`. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const newPasswordField = z.string().check(z.minLength(NEW_PASSWORD_MIN_LENGTH), z.maxLength(255));

/** Laravel's `boolean` rule: true, false, 1, 0, "1", "0" (form-encoded bodies send strings). */
export const flagField = z.optional(z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]));
export const isFlagSet = (value: z.infer<typeof flagField>) => value === true || value === 1 || value === '1';

export type { UtmValues } from './utm';
const utmValue = z.optional(z.nullable(z.string().check(z.maxLength(255))));
const utmShape = {
  utm_source: utmValue,
  utm_content: utmValue,
  utm_medium: utmValue,
  utm_term: utmValue,
  utm_campaign: utmValue,
};

/** POST {base}/players. The confirmation must equal the password (checked by the server as Laravel's `confirmed`). */
export const registrationRequestSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  password_confirmation: z.optional(z.string().check(z.maxLength(255))),
  is_live: flagField,
  is_party: flagField,
  is_promo: flagField,
  ...utmShape,
});

/** 201: the account exists, unconfirmed; a confirmation letter is on its way. */
export const registrationReplySchema = z.object({
  message: z.string(),
  data: z.object({ id: z.int(), email: z.string() }),
});

/** Any call that answers only with a line for the user (recovery letter sent, password reset, letter resent). */
export const messageReplySchema = z.object({ message: z.string() });

/**
 * GET players/email/confirm/{code} and POST players/oauth/{provider}: the spec's `data.token` is the access token;
 * the reply also carries the refresh token and lifetime (as POST /login does), so the session can be refreshed.
 */
export const sessionReplySchema = z.object({
  data: z.object({
    token: z.string().check(z.minLength(1)),
    refresh_token: z.string().check(z.minLength(1)),
    token_type: z.literal('bearer'),
    expires_in: z.int().check(z.positive()),
  }),
});

/** POST players/email/resend: a new confirmation letter. */
export const resendConfirmationRequestSchema = z.object({ email: emailField, is_live: flagField, is_party: flagField });

/** POST password/email: `is_live` (this site) or `is_party` (the private-games pages) says which site asked. */
export const passwordEmailRequestSchema = z.object({ email: emailField, is_live: flagField, is_party: flagField });

/** POST password/reset/ */
export const passwordResetRequestSchema = z.object({
  email: emailField,
  token: text(255),
  password: newPasswordField,
  password_confirmation: z.optional(z.string().check(z.maxLength(255))),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/**
 * POST password/reset/check: is this reset link still good (opened from the letter, before a password is typed)?
 * The e-mail is the link's; without it only the token is checked. The token is spent only by password/reset/.
 */
export const passwordResetCheckRequestSchema = z.object({ token: text(255), email: z.optional(emailField) });
/** 200: the link works now (otherwise 422 on `token`, as password/reset/ would answer). */
export const passwordResetCheckReplySchema = z.object({ data: z.object({ valid: z.literal(true) }) });

export const oauthProviders = ['vkontakte', 'google'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

/** GET players/oauth/{provider}/link?url=&state=: where to send the browser. */
export const oauthLinkReplySchema = z.object({ data: z.object({ url: z.string().check(z.minLength(1)) }) });

/** POST players/oauth/{provider}: the provider's code and the return address it was issued for. */
export const oauthLoginRequestSchema = z.object({ code: text(2048), url: text(2048), ...utmShape });

/** Avatar upload (POST players/me/avatar, multipart field `avatar`): the same limits on both sides. */
export const avatarRules = {
  field: 'avatar',
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
  /** Extensions as Laravel's `mimes` rule names them in its message. */
  extensions: 'jpeg, png, webp',
  maxBytes: 2 * 1024 * 1024,
} as const;
export type AvatarType = (typeof avatarRules.types)[number];

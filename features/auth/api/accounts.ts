import { endpoints } from '@/contract/endpoints';
import {
  messageReplySchema,
  passwordResetCheckReplySchema,
  registrationReplySchema,
  type PasswordResetRequest,
  type UtmValues,
} from '@/contract/schemas/accounts';
import { isApiFailure } from '@/lib/api/api-failure';
import type { ApiClient } from '@/lib/api/create-api-client';
import { siteFlag, type Site } from './site';

export interface RegistrationForm {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * POST /players. The body is exactly the spec's registration form: the four fields, is_live 1, is_promo false and
 * the five utm values remembered from the landing (null when none). From the private-games pages (the party site)
 * `is_party` stands instead of `is_live`.
 */
export async function registerPlayer(api: ApiClient, form: RegistrationForm, utm: Required<UtmValues>, site: Site = 'live') {
  const reply = await api.request(endpoints.base.register(), {
    schema: registrationReplySchema,
    body: {
      name: form.name,
      email: form.email,
      password: form.password,
      password_confirmation: form.password_confirmation,
      ...siteFlag(site),
      is_promo: false,
      utm_source: utm.utm_source,
      utm_content: utm.utm_content,
      utm_medium: utm.utm_medium,
      utm_term: utm.utm_term,
      utm_campaign: utm.utm_campaign,
    },
  });
  return { email: reply.data.email };
}

/** POST password/email {email, is_live | is_party}: the recovery letter. */
export async function requestPasswordReset(api: ApiClient, email: string, site: Site): Promise<void> {
  await api.request(endpoints.base.passwordEmail(), { schema: messageReplySchema, body: { email, ...siteFlag(site) } });
}

/** POST password/reset/ {password, password_confirmation, email, token}. */
export async function resetPassword(api: ApiClient, body: Required<PasswordResetRequest>): Promise<void> {
  await api.request(endpoints.base.passwordReset(), {
    schema: messageReplySchema,
    body: { password: body.password, password_confirmation: body.password_confirmation, email: body.email, token: body.token },
  });
}

/**
 * POST password/reset/check {token, email?}: whether a reset link works now, without spending it. 'invalid' when
 * the server refuses the token (used, expired, replaced, not this address's); any other failure (server down) is
 * thrown: the form then shows as usual and the reset call decides.
 */
export async function checkResetLink(api: ApiClient, token: string, email: string): Promise<'valid' | 'invalid'> {
  try {
    await api.request(endpoints.base.passwordResetCheck(), { schema: passwordResetCheckReplySchema, body: email ? { token, email } : { token } });
    return 'valid';
  } catch (error) {
    if (isApiFailure(error) && error.status === 422 && error.fieldErrors.token) return 'invalid';
    throw error;
  }
}

/** POST players/email/resend {email, is_live | is_party}: a new confirmation letter. */
export async function resendConfirmation(api: ApiClient, email: string, site: Site): Promise<void> {
  await api.request(endpoints.base.resendConfirmation(), { schema: messageReplySchema, body: { email, ...siteFlag(site) } });
}

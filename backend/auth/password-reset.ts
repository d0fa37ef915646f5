import { isFlagSet, passwordEmailRequestSchema, passwordResetCheckRequestSchema, passwordResetRequestSchema } from '@/contract/schemas/accounts';
import { validationFailed } from '../api-errors/api-error';
import { validate } from '../api-errors/validation';
import type { Locale } from '../i18n/locale';
import type { Accounts } from './accounts';
import { checkConfirmed, collect, throwIfAny } from './form-errors';
import { hashPassword } from './password';
import { sendAccountLetter } from './send-letter';

/**
 * POST password/email: a reset letter. An unknown address is Laravel's `passwords.user` on the email field (the
 * spec lists "unknown e-mail" among the messages users get).
 */
export function sendResetLink(accounts: Accounts, body: Record<string, unknown>, locale: Locale) {
  const form = validate(passwordEmailRequestSchema, body);
  const user = accounts.services.users.findByEmail(form.email);
  if (!user) throw validationFailed({ email: [{ key: 'passwords.user' }] });
  sendAccountLetter(accounts, 'reset_password', user, locale, isFlagSet(form.is_party) ? 'party' : 'live');
}

/**
 * POST password/reset/: a new password with the letter's token. The token must be the latest one of that account,
 * unused and unexpired (else `passwords.token` on the token field). Success also proves the address and ends every
 * open session, so a thief who had the old password is logged out everywhere.
 */
export async function resetPassword(accounts: Accounts, body: Record<string, unknown>) {
  const { services } = accounts;
  const { data, errors } = collect(passwordResetRequestSchema, body);
  checkConfirmed(body, errors);
  throwIfAny(errors);
  const form = data!;
  const user = services.users.findByEmail(form.email);
  if (!user) throw validationFailed({ email: [{ key: 'passwords.user' }] });
  // Hash before spending the token: a failure in between must not burn the link.
  const passwordHash = await hashPassword(form.password);
  const spent = accounts.accountTokens.consume(form.token, 'reset_password', user.id);
  if (!spent.ok) throw validationFailed({ token: [{ key: 'passwords.token' }] });
  services.db.transaction(() => {
    services.users.setPasswordHash(user.id, passwordHash);
    services.users.markVerified(user.id, services.now());
    for (const id of services.users.openSessionIds(user.id)) services.tokens.revokeSession(id, 'password_reset');
  })();
}

/**
 * POST password/reset/check: whether a reset link (its token, and the e-mail it carries) would be accepted now,
 * without spending it, so the page can say at once that a used or expired link needs a new one. Every refusal is
 * `passwords.token` on the token field, an unknown e-mail included: the check must not tell which addresses have
 * an account (POST password/email, which does, is throttled; this call needs no throttle, as a 256-bit token cannot
 * be guessed).
 */
export function checkResetToken(accounts: Accounts, body: Record<string, unknown>) {
  const form = validate(passwordResetCheckRequestSchema, body);
  const user = form.email === undefined ? undefined : accounts.services.users.findByEmail(form.email);
  const found = form.email === undefined || user !== undefined;
  const check = found ? accounts.accountTokens.check(form.token, 'reset_password', user?.id) : null;
  if (!check?.ok) throw validationFailed({ token: [{ key: 'passwords.token' }] });
}

import { isFlagSet, registrationRequestSchema, resendConfirmationRequestSchema } from '@/contract/schemas/accounts';
import { ApiError, validationFailed } from '../api-errors/api-error';
import { validate } from '../api-errors/validation';
import type { Locale } from '../i18n/locale';
import { pickUtm } from '../users/signups-repo';
import { isUniqueViolation } from '../users/users-repo';
import type { Accounts } from './accounts';
import { checkConfirmed, collect, throwIfAny } from './form-errors';
import { toTokenReply } from './login';
import { hashPassword } from './password';
import { sendAccountLetter } from './send-letter';

const duplicateEmail = () => ({ email: [{ key: 'validation.unique' as const, attribute: 'email' }] });

/**
 * POST /players: a new player account, unconfirmed until the letter's link is opened. Every field problem is
 * reported at once; a taken e-mail (any case) is Laravel's `unique` message on the email field.
 */
export async function registerPlayer(accounts: Accounts, body: Record<string, unknown>, locale: Locale) {
  const { services, signups } = accounts;
  const { data, errors } = collect(registrationRequestSchema, body);
  checkConfirmed(body, errors);
  if (data && !errors.email && services.users.findByEmail(data.email)) Object.assign(errors, duplicateEmail());
  throwIfAny(errors);
  const form = data!;

  const passwordHash = await hashPassword(form.password);
  const at = services.now();
  let userId: number;
  try {
    userId = services.db.transaction(() => {
      const id = services.users.create({ name: form.name, email: form.email, passwordHash, verified: false, createdAt: at });
      signups.record(id, { method: 'password', site: isFlagSet(form.is_party) ? 'party' : 'live', isPromo: isFlagSet(form.is_promo), utm: pickUtm(body) }, at);
      return id;
    })();
  } catch (error) {
    // Two registrations racing for one address: the database refuses the second.
    if (isUniqueViolation(error)) throw validationFailed(duplicateEmail());
    throw error;
  }
  const user = services.users.findById(userId)!;
  sendAccountLetter(accounts, 'confirm_email', user, locale, isFlagSet(form.is_party) ? 'party' : 'live');
  return { id: user.id, email: user.email };
}

const confirmInvalid = () => new ApiError(422, { message: { key: 'accounts.confirm_invalid' }, errors: { code: [{ key: 'accounts.confirm_invalid' }] } });

/** GET players/email/confirm/{code}: proves the address, approves the account and opens a session. */
export function confirmEmail(accounts: Accounts, code: string) {
  const { services } = accounts;
  const result = accounts.accountTokens.consume(code, 'confirm_email');
  if (!result.ok) throw confirmInvalid();
  services.users.markVerified(result.userId, services.now());
  const reply = toTokenReply(services.tokens.openSession(result.userId));
  return { token: reply.access_token, refresh_token: reply.refresh_token, token_type: reply.token_type, expires_in: reply.expires_in };
}

/** POST players/email/resend: a new confirmation letter (the older link stops working). */
export function resendConfirmation(accounts: Accounts, body: Record<string, unknown>, locale: Locale) {
  const form = validate(resendConfirmationRequestSchema, body);
  const user = accounts.services.users.findByEmail(form.email);
  if (!user) throw validationFailed({ email: [{ key: 'passwords.user' }] });
  if (user.is_approved === 1) throw validationFailed({ email: [{ key: 'accounts.already_confirmed' }] });
  sendAccountLetter(accounts, 'confirm_email', user, locale, isFlagSet(form.is_party) ? 'party' : 'live');
}

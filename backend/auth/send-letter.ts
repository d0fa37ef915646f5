import type { Locale } from '../i18n/locale';
import { confirmEmailLetter, resetPasswordLetter } from '../mail/letters';
import type { Site } from '../users/signups-repo';
import type { UserRow } from '../users/users-repo';
import type { Accounts } from './accounts';

/**
 * Issues a fresh one-time token (the previous link of the same kind stops working) and puts the letter in the
 * outbox, written in the language the visitor used.
 */
export function sendAccountLetter(
  accounts: Accounts,
  kind: 'confirm_email' | 'reset_password',
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
  locale: Locale,
  site: Site,
) {
  const token = accounts.accountTokens.issue(user.id, kind);
  const input = {
    to: user.email,
    name: user.name,
    locale,
    webOrigin: accounts.services.config.webOrigin,
    token,
    meta: { site, userId: user.id },
  };
  const letter = accounts.outbox.send(kind === 'confirm_email' ? confirmEmailLetter(input) : resetPasswordLetter(input));
  // The id only: the letter holds a live token, so its links never reach the log.
  const where = accounts.services.config.demoMode ? ' (GET /dev/mail)' : ' (no mail transport: the outbox pages exist in demo mode only)';
  accounts.services.logger.info(`mail: ${kind} letter #${letter.id} in the outbox${where}`);
  return letter;
}

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiFamilies } from '@/contract/families';
import type { Accounts } from '../../auth/accounts';
import { checkResetToken, resetPassword, sendResetLink } from '../../auth/password-reset';
import { confirmEmail, registerPlayer, resendConfirmation } from '../../auth/registration';
import { localeOf } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { avatarTooLarge, deleteAvatar, saveAvatar } from '../../users/avatar-upload';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { uploadLimitOf } from '../body-limits';
import { apiError } from '../../api-errors/api-error';
import { readBody } from '../read-body';
import { addressThrottle, letterThrottle } from './accounts-throttle';

/** {base}: registration, e-mail confirmation, recovery and the profile picture. */
export function createAccountsPlayersRoutes(accounts: Accounts) {
  const { services } = accounts;
  const app = new Hono<AuthEnv>();

  app.post('/players', addressThrottle(services, services.limits.signUpsPerAddress, 'email'), async (c) => {
    const data = await registerPlayer(accounts, await readBody(c), localeOf(c));
    return c.json({ message: translate(localeOf(c), { key: 'accounts.registered' }), data }, 201);
  });

  app.get('/players/email/confirm/:code', (c) => c.json({ data: confirmEmail(accounts, c.req.param('code')) }));

  app.post('/players/email/resend', async (c) => {
    const body = await readBody(c);
    letterThrottle(c, services, body.email);
    resendConfirmation(accounts, body, localeOf(c));
    return c.json({ message: translate(localeOf(c), { key: 'accounts.confirmation_sent' }) });
  });

  app.post('/password/email', async (c) => {
    const body = await readBody(c);
    letterThrottle(c, services, body.email);
    sendResetLink(accounts, body, localeOf(c));
    return c.json({ message: translate(localeOf(c), { key: 'passwords.sent' }) });
  });

  app.post('/password/reset/check', async (c) => {
    checkResetToken(accounts, await readBody(c));
    return c.json({ data: { valid: true } });
  });

  // The spec writes the path with a trailing slash; both spellings work.
  for (const path of ['/password/reset/', '/password/reset']) {
    app.post(path, async (c) => {
      await resetPassword(accounts, await readBody(c));
      return c.json({ message: translate(localeOf(c), { key: 'passwords.reset' }) });
    });
  }

  app.post(
    '/players/me/avatar',
    requireAuth(services),
    bodyLimit({
      // The picture's own limit (2 MiB and the multipart framing) instead of the global one; over it, 422 on `avatar`.
      maxSize: uploadLimitOf('POST', `${apiFamilies.base}/players/me/avatar`)!,
      onError: () => {
        throw avatarTooLarge();
      },
    }),
    async (c) => c.json({ data: await saveAvatar(accounts, c.var.auth!.user, await readBody(c)) }),
  );

  app.delete('/players/me/avatar', requireAuth(services), (c) => c.json({ data: deleteAvatar(accounts, c.var.auth!.user) }));

  app.get('/avatars/:userId/:version', (c) => {
    const avatar = accounts.avatars.find(Number(c.req.param('userId')));
    if (!avatar || avatar.version !== c.req.param('version')) throw apiError(404, 'http.not_found');
    // The version is in the address, so the picture never changes under it.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Type', avatar.mime);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(new Uint8Array(avatar.bytes));
  });

  return app;
}

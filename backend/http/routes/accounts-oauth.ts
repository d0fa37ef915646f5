import { Hono } from 'hono';
import type { Accounts } from '../../auth/accounts';
import { localeOf } from '../../i18n/locale';
import { oauthLink, oauthLogin, providerOf } from '../../oauth/oauth-login';
import { readBody } from '../read-body';

/** {base}/players/oauth/{provider}: the sign-in link and the code exchange (vkontakte, google). */
export function createAccountsOAuthRoutes(accounts: Accounts) {
  const app = new Hono();

  app.get('/players/oauth/:provider/link', (c) => {
    const provider = providerOf(c.req.param('provider'));
    const url = oauthLink(accounts, provider, { url: c.req.query('url'), state: c.req.query('state') }, localeOf(c));
    return c.json({ data: { url } });
  });

  app.post('/players/oauth/:provider', async (c) => {
    const provider = providerOf(c.req.param('provider'));
    return c.json({ data: await oauthLogin(accounts, provider, await readBody(c)) });
  });

  return app;
}

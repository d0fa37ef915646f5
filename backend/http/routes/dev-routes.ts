import { Hono } from 'hono';
import { emailField } from '@/contract/schemas/accounts';
import { safeParse } from 'zod/v4/core';
import type { Accounts } from '../../auth/accounts';
import { negotiateLocale } from '../../i18n/locale';
import { outboxLetterPage, outboxListPage } from '../../mail/outbox-page';
import { reasonLabel } from '../../support/support-letter';
import { supportDeskFor } from '../../support/support-desk';
import { consentPage, consentRefusedPage, defaultConsentIdentity } from '../../oauth/consent-page';
import { isAllowedReturnUrl, providerOf } from '../../oauth/oauth-login';
import { apiError } from '../../api-errors/api-error';
import { readBody } from '../read-body';

/**
 * The pages' policy: no script at all, their own inline style, forms back to this origin or (consent) to the web
 * app's return address, and never inside a frame (a framed consent page could be clicked through by another site).
 */
const devPagePolicy = (webOrigins: readonly string[], frameAncestors = "'none'") =>
  [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${webOrigins.join(' ')}`,
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
  ].join('; ');

/**
 * The test provider's 3-D Secure page is the one /dev page made to be framed: the payment widget shows it inside
 * the web app's pages (as a bank's page is framed by the real widget), so the web app's origins may frame it.
 */
const isFramedByTheWidget = (path: string) => path.startsWith('/dev/payments/3ds/');

/**
 * /dev: the reference backend's stand-ins for the outside world, for developers and e2e tests. The mail outbox
 * (letters with working links), the local OAuth consent pages, and a read-only view of how accounts were created.
 * They exist only in this local backend's demo mode (mounted by accounts-routes.ts only then); the real platform
 * has none of them.
 */
export function createDevRoutes(accounts: Accounts) {
  const { services } = accounts;
  const app = new Hono();
  const policy = devPagePolicy(services.config.webOrigins);
  const widgetFramePolicy = devPagePolicy(services.config.webOrigins, services.config.webOrigins.join(' '));

  // '/dev/*', not '*': this app is mounted at the root, where '*' would reach every route of the backend.
  app.use('/dev/*', async (c, next) => {
    await next();
    if (isFramedByTheWidget(c.req.path)) {
      c.res.headers.set('Content-Security-Policy', widgetFramePolicy);
      return;
    }
    c.res.headers.set('X-Frame-Options', 'DENY');
    c.res.headers.set('Content-Security-Policy', policy);
  });

  const limitOf = (raw: string | undefined) => Math.min(Math.max(Number(raw) || 50, 1), 500);

  app.get('/dev/mail', (c) => {
    const to = c.req.query('to') || undefined;
    const support = supportDeskFor(services)
      .repo.list({ email: to, limit: 20 })
      .map((row) => ({ id: row.id, email: row.email, reason: reasonLabel(row.reason), createdAt: row.created_at }));
    return c.html(outboxListPage(accounts.outbox.list({ to, limit: 200 }), c.req.query('to'), support));
  });

  app.get('/dev/mail.json', (c) => c.json({ data: accounts.outbox.list({ to: c.req.query('to') || undefined, limit: limitOf(c.req.query('limit')) }) }));

  app.get('/dev/mail/:id{[0-9]+}', (c) => {
    const letter = accounts.outbox.find(Number(c.req.param('id')));
    if (!letter) throw apiError(404, 'http.not_found');
    return c.html(outboxLetterPage(letter));
  });

  /** How an account was created (sign-up method, site, utm fields): lets e2e tests check what reached the server. */
  app.get('/dev/users.json', (c) => {
    const user = services.users.findByEmail(c.req.query('email') ?? '');
    if (!user) throw apiError(404, 'http.not_found');
    return c.json({
      data: {
        ...services.users.toWire(user),
        email_verified_at: user.email_verified_at === null ? null : new Date(user.email_verified_at).toISOString(),
        has_password: user.password_hash !== null,
        signup: accounts.signups.find(user.id),
      },
    });
  });

  const consentLocale = (hl: string | undefined, header: string | undefined) => negotiateLocale(hl ? `${hl}, ${header ?? ''}` : header);

  app.get('/dev/oauth/:provider/authorize', (c) => {
    const provider = providerOf(c.req.param('provider'));
    const locale = consentLocale(c.req.query('hl'), c.req.header('accept-language'));
    const redirectUri = c.req.query('redirect_uri') ?? '';
    if (!isAllowedReturnUrl(services.config, redirectUri)) return c.html(consentRefusedPage(provider, locale), 400);
    return c.html(consentPage(provider, locale, { redirectUri, state: c.req.query('state') ?? '', ...defaultConsentIdentity(provider) }));
  });

  app.post('/dev/oauth/:provider/authorize', async (c) => {
    const provider = providerOf(c.req.param('provider'));
    const form = await readBody(c);
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
    const locale = consentLocale(field('hl') || undefined, c.req.header('accept-language'));
    const redirectUri = field('redirect_uri');
    if (!isAllowedReturnUrl(services.config, redirectUri)) return c.html(consentRefusedPage(provider, locale), 400);
    const back = new URL(redirectUri);
    if (field('state')) back.searchParams.set('state', field('state'));
    if (field('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 303);
    }
    const name = field('name').slice(0, 255);
    const email = field('email');
    const emailOk = safeParse(emailField, email).success;
    if (!name || !emailOk) {
      const errors = { name: !name, email: !emailOk };
      return c.html(consentPage(provider, locale, { redirectUri, state: field('state'), name, email, errors }), 422);
    }
    // The local provider's account id is the address itself (lower-cased), like a provider's stable user id.
    const code = accounts.oauth.issueCode(provider, { subject: `local:${email.toLowerCase()}`, name, email }, redirectUri);
    back.searchParams.set('code', code);
    return c.redirect(back.toString(), 303);
  });

  return app;
}

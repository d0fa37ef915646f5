import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { INVITE_QUERY_PARAM, PURCHASE_TOKEN_HEADER } from '@/contract/party-settings';
import { partyIntentSchema, privateOrderRequestSchema, promoPurchaseRequestSchema, type PromoPurchaseCreated } from '@/contract/schemas/party';
import { toMajorUnits } from '@/contract/promo-price';
import { localeOf } from '../../i18n/locale';
import { partyFor } from '../../party/party-module';
import type { PaymentRow } from '../../payments/payment-store';
import type { PurchaseCaller } from '../../party/promo-purchases';
import type { Services } from '../../services';
import { bearerToken } from '../../services';
import { optionalAuth, requireAuth, type AuthEnv } from '../auth-middleware';
import { clientAddress } from '../client-address';
import { RateLimited, unauthenticated } from '../../api-errors/api-error';
import { readBody } from '../read-body';
import { validate } from '../../api-errors/validation';
import { emailKey } from './accounts-throttle';
import { idParam } from './live-route-helpers';

/** A sent bearer token must be valid (401, so the web app refreshes), but a guest may buy promo codes without one. */
const bearerIfSent = (services: Services) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const auth = token === null ? null : services.userForToken(token);
    if (token !== null && !auth) throw unauthenticated();
    c.set('auth', auth);
    await next();
  });

const bodyRules = {
  attributes: {
    formatId: 'format_id',
    timeZone: 'time_zone',
    contactName: 'contact_name',
    packId: 'pack_id',
    recipientEmail: 'recipient_email',
    recipientName: 'recipient_name',
  },
  rules: { consent: 'validation.accepted' },
} as const;

/** {party}: private game formats, orders and games; promo-code packs and purchases (contract/README.md). */
export function createPartyRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const party = partyFor(services);
  const signedIn = requireAuth(services);
  const maybe = bearerIfSent(services);

  const throttle = (c: Context, limiter: 'privateOrdersPerRequester' | 'promoPurchasesPerRequester' | 'paymentsPerRequester', who: string) => {
    const wait = services.limits[limiter].take(emailKey(who, clientAddress(c, services.trustedProxies)));
    if (wait > 0) throw new RateLimited(wait);
  };
  const languageReply = (c: Context) => {
    const locale = localeOf(c);
    c.header('Content-Language', locale);
    c.header('Vary', 'Accept-Language', { append: true });
    return locale;
  };
  const intentOf = (payment: PaymentRow, data: { orderId?: number; purchaseId?: number }) =>
    partyIntentSchema.parse({
      paymentId: payment.id,
      publicId: services.config.payments.publicId,
      description: payment.description,
      amount: toMajorUnits(payment.amount_minor),
      currency: payment.currency,
      invoiceId: payment.invoice_id,
      accountId: payment.account_id,
      email: payment.email,
      data: { paymentId: payment.id, ...data },
      expiresAt: new Date(payment.expires_at).toISOString().replace('Z', '+00:00'),
    });
  const purchaseCaller = (c: Context<AuthEnv>): PurchaseCaller => ({
    userId: c.var.auth?.user.id ?? null,
    token: c.req.header(PURCHASE_TOKEN_HEADER) ?? null,
  });
  const purchaseWho = (caller: PurchaseCaller) => (caller.userId !== null ? `user:${caller.userId}` : `token:${caller.token ?? ''}`);

  app.get('/formats', (c) => c.json({ data: party.formats(languageReply(c)) }));
  app.get('/packs', (c) => c.json({ data: party.packs(languageReply(c)) }));

  app.post('/orders', signedIn, async (c) => {
    const user = c.var.auth!.user;
    throttle(c, 'privateOrdersPerRequester', `user:${user.id}`);
    const { consent: _consent, ...body } = validate(privateOrderRequestSchema, await readBody(c), bodyRules);
    return c.json({ data: party.orders.create(user.id, body, localeOf(c), services.now()) }, 201);
  });

  app.get('/orders/:id', signedIn, (c) => c.json({ data: party.orders.read(idParam(c, 'id'), c.var.auth!.user.id, localeOf(c), services.now()) }));

  app.post('/orders/:id/payment', signedIn, (c) => {
    const user = c.var.auth!.user;
    const id = idParam(c, 'id');
    throttle(c, 'paymentsPerRequester', `user:${user.id}`);
    const { status, payment, order } = party.orders.pay(id, user.id, localeOf(c), services.now());
    return c.json({ data: intentOf(payment, { orderId: id }), order }, status);
  });

  app.get('/games', signedIn, (c) => c.json({ data: party.games.mine(c.var.auth!.user, languageReply(c), services.now()) }));

  app.get('/games/:gameId', optionalAuth(services), (c) =>
    c.json({
      data: party.games.view(idParam(c, 'gameId'), c.var.auth?.user ?? null, c.req.query(INVITE_QUERY_PARAM) ?? null, languageReply(c), services.now()),
    }),
  );

  app.post('/purchases', maybe, async (c) => {
    const raw = await readBody(c);
    const userId = c.var.auth?.user.id ?? null;
    throttle(c, 'promoPurchasesPerRequester', userId !== null ? `user:${userId}` : typeof raw.email === 'string' ? raw.email : '');
    const { consent: _consent, ...body } = validate(promoPurchaseRequestSchema, raw, bodyRules);
    const { data, accessToken } = party.purchases.create({ userId }, body, localeOf(c), services.now());
    const reply: PromoPurchaseCreated = { data };
    if (accessToken !== undefined) reply.accessToken = accessToken;
    return c.json(reply, 201);
  });

  app.get('/purchases/:id', maybe, (c) => c.json({ data: party.purchases.read(idParam(c, 'id'), purchaseCaller(c), localeOf(c), services.now()) }));

  app.post('/purchases/:id/payment', maybe, (c) => {
    const id = idParam(c, 'id');
    const caller = purchaseCaller(c);
    party.purchases.authorize(id, caller);
    throttle(c, 'paymentsPerRequester', purchaseWho(caller));
    const { status, payment, purchase } = party.purchases.pay(id, caller, localeOf(c), services.now());
    return c.json({ data: intentOf(payment, { purchaseId: id }), purchase }, status);
  });

  return app;
}

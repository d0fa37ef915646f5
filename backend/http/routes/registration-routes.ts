import { IDEMPOTENCY_HEADER } from '@/contract/headers';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MAX_TEAMS_PER_PLAYER, REGISTRATION_TOKEN_HEADER } from '@/contract/registration-settings';
import {
  createTeamRequestSchema,
  PAYMENT_SIGNATURE_HEADER,
  paymentIntentSchema,
  paymentNotificationSchema,
  paymentRequestSchema,
  paymentWebhookKinds,
  registerRequestSchema,
  type PaymentIntentReply,
  type PaymentWebhookKind,
  type RegisterReply,
} from '@/contract/schemas/registration';
import { toMajorUnits } from '@/contract/promo-price';
import { localeOf } from '../../i18n/locale';
import { paymentsFor } from '../../payments/payments-module';
import { isSignatureValid } from '../../payments/signature';
import { requesterScope } from '../../registration/register';
import { conflict } from '../../registration/refusal';
import { registrationFor, type RegistrationCaller } from '../../registration/registration-module';
import { idempotencyKeyOf } from '../../registration/replays';
import type { Services } from '../../services';
import { bearerToken } from '../../services';
import { type AuthEnv } from '../auth-middleware';
import { apiError, unauthenticated } from '../../api-errors/api-error';
import { readBody } from '../read-body';
import { validate } from '../../api-errors/validation';
import { clientAddress } from '../client-address';
import { RateLimited } from '../../api-errors/api-error';
import { emailKey } from './accounts-throttle';
import { idParam } from './live-route-helpers';

/**
 * A bearer token is optional on these routes (guests register where the language allows it), but a token that is
 * sent must be valid: an expired session gets 401, so the web app refreshes instead of registering a guest.
 */
export const bearerIfSent = (services: Services) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const auth = token === null ? null : services.userForToken(token);
    if (token !== null && !auth) throw unauthenticated();
    c.set('auth', auth);
    await next();
  });

/** {base}: teams, registrations, payment intents, pay-later, the provider's webhook, the location guess. */
export function createRegistrationRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const registration = registrationFor(services);
  const payments = paymentsFor(services);
  const auth = bearerIfSent(services);
  const limiters = {
    teams: services.limits.teamWritesPerRequester,
    registrations: services.limits.registrationsPerRequester,
    payments: services.limits.paymentsPerRequester,
  };
  /** Counts the request; throws the 429 when the requester is over the limit. */
  const throttle = (c: Context, limiter: keyof typeof limiters, who: string) => {
    const wait = limiters[limiter].take(emailKey(who, clientAddress(c, services.trustedProxies)));
    if (wait > 0) throw new RateLimited(wait);
  };
  const callerOf = (c: Context<AuthEnv>): RegistrationCaller => ({
    user: c.var.auth?.user ?? null,
    token: c.req.header(REGISTRATION_TOKEN_HEADER) ?? null,
  });
  const whoOf = (caller: RegistrationCaller) => (caller.user ? `user:${caller.user.id}` : `token:${caller.token ?? ''}`);
  const signedIn = (c: Context<AuthEnv>) => {
    const user = c.var.auth?.user;
    if (!user) throw unauthenticated();
    return user;
  };

  app.get('/locations/guess', (c) => {
    const locale = localeOf(c);
    c.header('Content-Language', locale);
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json(registration.locationGuess(c.req.header('accept-language'), locale));
  });

  app.get('/players/me/teams', auth, (c) => {
    const user = signedIn(c);
    registration.claimGuest(user);
    return c.json({ data: registration.teams.list(user.id), meta: { created: registration.teams.createdCount(user.id), limit: MAX_TEAMS_PER_PLAYER } });
  });

  app.post('/players/me/teams', auth, async (c) => {
    const user = signedIn(c);
    throttle(c, 'teams', `user:${user.id}`);
    const body = validate(createTeamRequestSchema, await readBody(c));
    return c.json({ data: registration.teams.create(user.id, body.name, body.cityId ?? null, services.now()) }, 201);
  });

  app.post('/games/:gameId/registrations', auth, async (c) => {
    const gameId = idParam(c, 'gameId');
    const raw = await readBody(c);
    const user = c.var.auth?.user ?? null;
    throttle(c, 'registrations', requesterScope({ user }, typeof raw.email === 'string' ? raw.email : null));
    const {
      consent: _consent,
      agreement: _agreement,
      ...body
    } = validate(registerRequestSchema, raw, {
      attributes: { name: 'full_name', teamId: 'team_id', teamName: 'team_name', cityId: 'city_id' },
      rules: { consent: 'validation.accepted', agreement: 'validation.accepted' },
    });
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    const result = registration.register(gameId, body, { user }, key, services.now());
    const reply: RegisterReply = { data: registration.wireOf(result.participantId) };
    if (result.accessToken !== undefined) reply.accessToken = result.accessToken;
    return c.json(reply, result.created ? 201 : 200);
  });

  app.get('/registrations/:id', auth, (c) => c.json({ data: registration.read(idParam(c, 'id'), callerOf(c)) }));

  app.post('/registrations/:id/payment', auth, async (c) => {
    const id = idParam(c, 'id');
    const caller = callerOf(c);
    registration.authorize(id, caller);
    throttle(c, 'payments', whoOf(caller));
    const change = validate(paymentRequestSchema, await readBody(c));
    const outcome = registration.pay(id, caller, change, idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER)));
    if (outcome.kind === 'confirmed') throw conflict('already_paid', 'registration.already_paid');
    const { payment } = outcome;
    const current = registration.wireOf(id);
    const intent = paymentIntentSchema.parse({
      paymentId: payment.id,
      publicId: services.config.payments.publicId,
      description: payment.description,
      amount: toMajorUnits(payment.amount_minor),
      currency: payment.currency,
      invoiceId: payment.invoice_id,
      accountId: payment.account_id,
      email: payment.email,
      data: { registrationId: id, gameId: current.gameId, paymentId: payment.id },
      expiresAt: new Date(payment.expires_at).toISOString().replace('Z', '+00:00'),
    });
    const reply: PaymentIntentReply = { data: intent, registration: current };
    return c.json(reply, outcome.status);
  });

  app.post('/registrations/:id/pay-later', auth, (c) => {
    const id = idParam(c, 'id');
    const caller = callerOf(c);
    registration.authorize(id, caller);
    throttle(c, 'payments', whoOf(caller));
    return c.json({ data: registration.payLater(id, caller) });
  });

  /** The provider's notifications: signed with the API secret, form-encoded, answered with `{code}`. */
  app.post('/payments/webhooks/:kind', async (c) => {
    const kind = c.req.param('kind') as PaymentWebhookKind;
    if (!paymentWebhookKinds.includes(kind)) throw apiError(404, 'http.not_found');
    const raw = await c.req.text();
    if (!isSignatureValid(raw, c.req.header(PAYMENT_SIGNATURE_HEADER), services.config.payments.apiSecret)) {
      services.logger.warn(`payments: ${kind} notification with a bad signature refused`);
      throw apiError(401, 'payments.invalid_signature');
    }
    const notification = validate(paymentNotificationSchema, Object.fromEntries(new URLSearchParams(raw)));
    return c.json({ code: payments.handle(kind, notification, services.now()) });
  });

  return app;
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PartyIntentWire, PrivateGameWire, PrivateOrderWire, PromoPackWire, PromoPurchaseCreated, PromoPurchaseWire } from '@/contract/schemas/party';
import { paymentWebhookCodes, type PaymentIntentReply } from '@/contract/schemas/registration';
import { zonedDate, addDays } from '../time/zoned-time';
import { DEMO_INVITE_TOKEN } from '../seed/seed-party';
import { call, createTestBackend, type TestBackend } from '../testing/test-backend';
import { MAIN, loginAs, notify, payThroughWebhooks, registerFor, registration } from '../registration/registration-test-kit';

const PARTY = '/api/party';
const MINUTE = 60_000;

const inDays = (backend: TestBackend, days: number) => addDays(zonedDate(backend.clock.now, 'Europe/Paris'), days);

const order = (backend: TestBackend, overrides: Record<string, unknown> = {}) => ({
  formatId: 1,
  language: 'fr',
  date: inDays(backend, 10),
  time: '19:30',
  timeZone: 'Europe/Paris',
  teams: 8,
  contactName: 'Claire Martin',
  email: 'claire@example.com',
  phone: '+33 6 12 34 56 78',
  comment: 'Séminaire d’équipe',
  consent: true,
  ...overrides,
});

const intentAsRegistration = (intent: PartyIntentWire) => intent as unknown as PaymentIntentReply['data'];
const lettersTo = (backend: TestBackend, to: string) =>
  backend.db.prepare('SELECT kind, subject, text_body AS text, meta_json AS meta FROM mail_outbox WHERE to_email = ? ORDER BY id').all(to) as {
    kind: string;
    subject: string;
    text: string;
    meta: string;
  }[];

async function packs(backend: TestBackend, language = 'ru') {
  const reply = await call(backend, 'GET', `${PARTY}/packs`, { headers: { 'Accept-Language': language } });
  expect(reply.status).toBe(200);
  return (reply.body as { data: PromoPackWire[] }).data;
}

describe('private games and promo packs (the party family)', () => {
  it('lists formats and packs in the request language with a price per language', async () => {
    const backend = createTestBackend();
    const formats = await call(backend, 'GET', `${PARTY}/formats`, { headers: { 'Accept-Language': 'fr' } });
    expect(formats.status).toBe(200);
    const [classic] = (formats.body as { data: { name: string; prices: unknown[]; rounds: number }[] }).data;
    expect(classic).toMatchObject({ name: 'Classique', rounds: expect.any(Number) });
    expect(classic!.prices).toContainEqual({ language: 'en', amount: 200, currency: 'USD' });
    const list = await packs(backend, 'en');
    expect(list.map((p) => p.kind)).toEqual(['single', 'pack', 'pack', 'gift']);
    expect(list[1]).toMatchObject({ name: 'Five entries', entries: 5, discountPercent: 11 });
  });

  it('an order is priced by the backend, paid through the one webhook, and becomes a private game with an invite link', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend, 'player2@quiz.test');
    const created = await call(backend, 'POST', `${PARTY}/orders`, { token, body: order(backend, { amount: 1 }), headers: { 'Accept-Language': 'fr' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const placed = (created.body as { data: PrivateOrderWire }).data;
    expect(placed).toMatchObject({
      kind: 'payment',
      status: 'awaiting_payment',
      paymentState: 'awaiting_payment',
      amount: 15000,
      currency: 'RUB',
      gameId: null,
    });

    const paying = await call(backend, 'POST', `${PARTY}/orders/${placed.id}/payment`, { token });
    expect(paying.status).toBe(201);
    const intent = (paying.body as { data: PartyIntentWire }).data;
    expect(intent).toMatchObject({ amount: 15000, currency: 'RUB', data: { orderId: placed.id } });
    expect(intent.invoiceId).toMatch(/^party-/);
    // A second click is the same attempt.
    expect((await call(backend, 'POST', `${PARTY}/orders/${placed.id}/payment`, { token })).status).toBe(200);

    // Declined, then paid.
    expect((await notify(backend, 'check', intentAsRegistration(intent), { transactionId: 1 })).body).toEqual({ code: 0 });
    expect((await notify(backend, 'fail', intentAsRegistration(intent), { transactionId: 1, reason: 'Insufficient funds' })).body).toEqual({ code: 0 });
    const failed = (await call(backend, 'GET', `${PARTY}/orders/${placed.id}`, { token })).body as { data: PrivateOrderWire };
    expect(failed.data).toMatchObject({ paymentState: 'failed', failureReason: 'Insufficient funds' });
    const retry = (await call(backend, 'POST', `${PARTY}/orders/${placed.id}/payment`, { token })).body as { data: PartyIntentWire };
    expect(retry.data.invoiceId).not.toBe(intent.invoiceId);
    await payThroughWebhooks(backend, intentAsRegistration(retry.data), 2);

    const paid = ((await call(backend, 'GET', `${PARTY}/orders/${placed.id}`, { token })).body as { data: PrivateOrderWire }).data;
    expect(paid).toMatchObject({ status: 'paid', paymentState: 'paid' });
    expect(paid.gameId).toEqual(expect.any(Number));
    expect((await call(backend, 'POST', `${PARTY}/orders/${placed.id}/payment`, { token })).body).toMatchObject({ reason: 'already_paid' });

    // The organiser sees it with its invite link and teams; the public catalogue does not list it.
    const mine = ((await call(backend, 'GET', `${PARTY}/games`, { token })).body as { data: PrivateGameWire[] }).data;
    const game = mine.find((g) => g.id === paid.gameId)!;
    expect(game).toMatchObject({ role: 'organiser', organiserPaid: true, teamsLimit: 8, teamsCount: 0, teams: [], language: 'fr' });
    expect(game.inviteToken).toMatch(/^[\w-]{32}$/);
    const letter = lettersTo(backend, 'claire@example.com').find((l) => l.kind === 'private_game_ready')!;
    expect(letter.text).toContain(`/fr/private/${game.id}?invite=${game.inviteToken}`);
    const listed = await call(backend, 'GET', `${MAIN}/games?limit=200`);
    expect(JSON.stringify(listed.body)).not.toContain(`"id":${game.id},`);

    // A second player registers a team through the link, free; without the link the game is not there.
    const player = await loginAs(backend);
    expect((await registerFor(backend, game.id, registration({ teamName: 'Через ссылку' }), { token: player })).status).toBe(404);
    const outsider = await call(backend, 'GET', `${PARTY}/games/${game.id}`, { token: player });
    expect(outsider).toMatchObject({ status: 403, body: { reason: 'not_invited' } });
    const invited = await call(backend, 'GET', `${PARTY}/games/${game.id}?invite=${game.inviteToken}`, { token: player });
    expect(invited.body).toMatchObject({ data: { role: 'invited', inviteToken: null, teams: null } });
    const view = await call(backend, 'GET', `${MAIN}/games/${game.id}/registration?invite=${game.inviteToken}`, { token: player });
    expect(view.body).toMatchObject({ data: { privateGame: { organiserPaid: true } } });
    const joined = await registerFor(backend, game.id, registration({ teamName: 'Через ссылку', invite: game.inviteToken }), { token: player });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const organiserView = ((await call(backend, 'GET', `${PARTY}/games/${game.id}`, { token })).body as { data: PrivateGameWire }).data;
    expect(organiserView.teams).toEqual([expect.objectContaining({ name: 'Через ссылку' })]);
  });

  it('refuses bad orders with localised field errors, and sends big ones to the sales team instead of payment', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const post = (body: Record<string, unknown>, language = 'en') =>
      call(backend, 'POST', `${PARTY}/orders`, { token, body, headers: { 'Accept-Language': language } });
    expect((await call(backend, 'POST', `${PARTY}/orders`, { body: order(backend) })).status).toBe(401);
    const soon = await post(order(backend, { date: inDays(backend, 1) }));
    expect(soon).toMatchObject({ status: 422, body: { errors: { date: ['The game can start no earlier than 48 hours from now.'] } } });
    const teams = await post(order(backend, { teams: 1 }), 'fr');
    expect(teams).toMatchObject({ status: 422, body: { errors: { teams: ['La valeur de nombre d’équipes doit être comprise entre 2 et 40.'] } } });
    expect((await post(order(backend, { timeZone: 'Mars/Olympus' }))).body).toMatchObject({ errors: { timeZone: [expect.stringContaining('time zone')] } });
    expect((await post(order(backend, { consent: false }))).status).toBe(422);

    const big = await post(order(backend, { teams: 25, language: 'en' }));
    expect(big.status).toBe(201);
    const request = (big.body as { data: PrivateOrderWire }).data;
    expect(request).toMatchObject({ kind: 'request', status: 'requested', paymentState: 'not_required' });
    expect(lettersTo(backend, 'sales@quiz.test')).toEqual([expect.objectContaining({ kind: 'private_order_request' })]);
    expect((await call(backend, 'POST', `${PARTY}/orders/${request.id}/payment`, { token })).body).toMatchObject({ reason: 'not_payable' });
    // Someone else's order is not found.
    const other = await loginAs(backend, 'player2@quiz.test');
    expect((await call(backend, 'GET', `${PARTY}/orders/${request.id}`, { token: other })).status).toBe(404);
  });

  it('an unpaid order expires after its payment window', async () => {
    const backend = createTestBackend();
    let token = await loginAs(backend);
    const placed = ((await call(backend, 'POST', `${PARTY}/orders`, { token, body: order(backend) })).body as { data: PrivateOrderWire }).data;
    const intent = ((await call(backend, 'POST', `${PARTY}/orders/${placed.id}/payment`, { token })).body as { data: PartyIntentWire }).data;
    backend.clock.now += 61 * MINUTE;
    expect((await notify(backend, 'check', intentAsRegistration(intent), { transactionId: 9 })).body).toEqual({ code: paymentWebhookCodes.expired });
    token = await loginAs(backend);
    expect((await call(backend, 'GET', `${PARTY}/orders/${placed.id}`, { token })).body).toMatchObject({
      data: { status: 'expired', paymentState: 'expired' },
    });
    expect((await call(backend, 'POST', `${PARTY}/orders/${placed.id}/payment`, { token })).body).toMatchObject({ reason: 'expired' });
  });

  it('the demo private game is seen through its invite link only', async () => {
    const backend = createTestBackend();
    const id = backend.seed.privateGameId;
    expect((await call(backend, 'GET', `${PARTY}/games/${id}`)).status).toBe(403);
    expect((await call(backend, 'GET', `${PARTY}/games/${id}?invite=wrong`)).status).toBe(403);
    expect((await call(backend, 'GET', `${PARTY}/games/${id}?invite=${DEMO_INVITE_TOKEN}`)).body).toMatchObject({
      data: { role: 'invited', organiserPaid: true },
    });
    expect((await call(backend, 'GET', `${PARTY}/games/999999`)).status).toBe(404);
    expect((await call(backend, 'GET', `${PARTY}/games/${backend.seed.registration.openGameIds.ru}`)).status).toBe(404);
    expect((await call(backend, 'GET', `${MAIN}/games/${id}/participants`)).status).toBe(404);
    const organiser = await loginAs(backend);
    expect((await call(backend, 'GET', `${PARTY}/games/${id}`, { token: organiser })).body).toMatchObject({
      data: { role: 'organiser', inviteToken: DEMO_INVITE_TOKEN },
    });
  });

  it('a guest buys a pack: codes only after the webhook, mailed, usable once each in a registration', async () => {
    const backend = createTestBackend();
    const [, five] = await packs(backend);
    const created = await call(backend, 'POST', `${PARTY}/purchases`, {
      body: { packId: five!.id, language: 'ru', email: 'buyer@example.com', consent: true, amount: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { data: purchase, accessToken } = created.body as PromoPurchaseCreated;
    expect(purchase).toMatchObject({ amount: 3990, currency: 'RUB', codes: [], status: 'awaiting_payment' });
    const headers = { 'X-Purchase-Token': accessToken! };
    expect((await call(backend, 'GET', `${PARTY}/purchases/${purchase.id}`)).status).toBe(401);
    expect((await call(backend, 'GET', `${PARTY}/purchases/${purchase.id}`, { headers: { 'X-Purchase-Token': 'nope' } })).status).toBe(403);

    const intent = ((await call(backend, 'POST', `${PARTY}/purchases/${purchase.id}/payment`, { headers })).body as { data: PartyIntentWire }).data;
    expect(intent).toMatchObject({ amount: 3990, data: { purchaseId: purchase.id } });
    // The browser saying it paid changes nothing: no codes until the provider's notification.
    expect(((await call(backend, 'GET', `${PARTY}/purchases/${purchase.id}`, { headers })).body as { data: PromoPurchaseWire }).data.codes).toEqual([]);
    expect((await notify(backend, 'pay', intentAsRegistration(intent), { transactionId: 7, amount: 1 })).body).toEqual({
      code: paymentWebhookCodes.wrongAmount,
    });
    await payThroughWebhooks(backend, intentAsRegistration(intent), 8);
    // Delivered again: nothing more is generated.
    await payThroughWebhooks(backend, intentAsRegistration(intent), 8);

    const bought = ((await call(backend, 'GET', `${PARTY}/purchases/${purchase.id}`, { headers })).body as { data: PromoPurchaseWire }).data;
    expect(bought).toMatchObject({ status: 'paid', paymentState: 'paid' });
    expect(bought.codes).toHaveLength(5);
    expect(new Set(bought.codes.map((c) => c.code)).size).toBe(5);
    for (const code of bought.codes)
      expect(code).toMatchObject({ code: expect.stringMatching(/^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/), usageLimit: 1, used: 0 });
    const [mail] = lettersTo(backend, 'buyer@example.com');
    expect(mail).toMatchObject({ kind: 'promo_codes' });
    for (const code of bought.codes) expect(mail!.text).toContain(code.code);

    // One code pays a registration in full, once.
    const gameId = backend.seed.registration.openGameIds.ru;
    const code = bought.codes[0]!.code;
    const check = await call(backend, 'GET', `${MAIN}/check-promo?gameId=${gameId}&code=${code}`);
    expect(check.body).toMatchObject({ status: 'success', discount: { value: 100 } });
    const player = await loginAs(backend);
    const reg = await registerFor(backend, gameId, registration({ teamName: 'С кодом', promo: code }), { token: player });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    // A 100 % code confirms the registration at once, without payment.
    expect(reg.body).toMatchObject({ data: { status: 'READY', amountDue: 0 } });
    const after = ((await call(backend, 'GET', `${PARTY}/purchases/${purchase.id}`, { headers })).body as { data: PromoPurchaseWire }).data;
    expect(after.codes[0]!.used).toBe(1);
    const again = await call(backend, 'GET', `${MAIN}/check-promo?gameId=${gameId}&code=${code}&email=someone@example.com`);
    expect(again.body).not.toMatchObject({ status: 'success' });
  });

  it('a gift certificate needs a recipient, and its codes go to the recipient with the message', async () => {
    const backend = createTestBackend();
    const gift = (await packs(backend, 'fr')).find((p) => p.kind === 'gift')!;
    const token = await loginAs(backend);
    const body = { packId: gift.id, language: 'fr', email: 'player@quiz.test', consent: true, message: 'Bon anniversaire !' };
    const missing = await call(backend, 'POST', `${PARTY}/purchases`, { token, body, headers: { 'Accept-Language': 'fr' } });
    expect(missing).toMatchObject({ status: 422, body: { errors: { recipientEmail: ['Le champ e-mail du destinataire est obligatoire.'] } } });
    const created = await call(backend, 'POST', `${PARTY}/purchases`, { token, body: { ...body, recipientEmail: 'ami@example.com', recipientName: 'Paul' } });
    const { data, accessToken } = created.body as PromoPurchaseCreated;
    expect(accessToken).toBeUndefined();
    const intent = ((await call(backend, 'POST', `${PARTY}/purchases/${data.id}/payment`, { token })).body as { data: PartyIntentWire }).data;
    await payThroughWebhooks(backend, intentAsRegistration(intent), 31);
    const [letter] = lettersTo(backend, 'ami@example.com');
    expect(letter).toMatchObject({ kind: 'promo_codes' });
    expect(letter!.text).toContain('Bon anniversaire !');
    expect(lettersTo(backend, 'player@quiz.test').filter((l) => l.kind === 'promo_codes')).toEqual([]);
    // The buyer's purchases list the pack with its codes.
    const me = (await call(backend, 'GET', '/api/base/players/me', { token })).body as {
      data: { purchases: { kind?: string; title: string; codes?: unknown[] }[] };
    };
    expect(me.data.purchases).toContainEqual(
      expect.objectContaining({ id: data.id, kind: 'promo_pack', title: 'Carte cadeau', codes: [expect.objectContaining({ used: 0 }), expect.any(Object)] }),
    );
  });
});

import { Hono } from 'hono';
import { z } from 'zod';
import { challengeDonePage, challengeLanguage, challengePage } from '../../payments/test-provider/challenge-page';
import { createTestProvider, type Deliver } from '../../payments/test-provider/provider';
import { testWidgetScript } from '../../payments/test-provider/widget-script';
import type { Services } from '../../services';
import { apiError } from '../../api-errors/api-error';
import { readBody } from '../read-body';

const chargeSchema = z.object({
  publicId: z.string().min(1),
  invoiceId: z.string().min(1).max(200),
  amount: z.number().positive(),
  currency: z.string().length(3),
  accountId: z.string().max(320).default(''),
  email: z.string().max(320).default(''),
  description: z.string().max(1000).default(''),
  data: z.unknown().optional(),
  cardNumber: z.string().min(1).max(40),
});

/**
 * /dev/payments (demo mode only): the local test payment provider and its widget (contract/README.md, "The local
 * test payment provider"). `deliver` posts its signed notifications to the backend's own webhook routes.
 */
export function createDevPaymentsRoutes(services: Services, deliver: Deliver) {
  const app = new Hono();
  const provider = createTestProvider({ settings: services.config.payments, now: services.now, deliver, logger: services.logger });
  const transactionId = (raw: string | undefined) => {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id <= 0) throw apiError(404, 'http.not_found');
    return id;
  };

  app.get('/dev/payments/widget.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(testWidgetScript({ apiOrigin: new URL(c.req.url).origin, timeoutMs: services.config.payments.testTimeoutMs }));
  });

  app.post('/dev/payments/charge', async (c) => {
    const parsed = chargeSchema.safeParse(await readBody(c));
    if (!parsed.success) throw apiError(400, 'http.bad_request');
    return c.json(await provider.charge(parsed.data));
  });

  app.get('/dev/payments/transactions.json', (c) => c.json({ data: provider.list() }));

  app.get('/dev/payments/transactions/:id', (c) => {
    const tx = provider.find(transactionId(c.req.param('id')));
    if (!tx) throw apiError(404, 'http.not_found');
    return c.json({ id: tx.id, status: tx.status, reason: tx.reason });
  });

  app.post('/dev/payments/transactions/:id/cancel', async (c) => {
    const tx = await provider.cancel(transactionId(c.req.param('id')));
    if (!tx) throw apiError(404, 'http.not_found');
    return c.json({ id: tx.id, status: tx.status, reason: tx.reason });
  });

  /** Duplicate deliveries of a finished transaction's Pay or Fail (the benchmark and tests use it). */
  app.post('/dev/payments/transactions/:id/redeliver', async (c) => {
    const times = Math.min(Math.max(Number(c.req.query('times')) || 1, 1), 200);
    const codes = await provider.redeliver(transactionId(c.req.param('id')), times);
    if (codes === null) throw apiError(404, 'http.not_found');
    return c.json({ codes });
  });

  app.get('/dev/payments/3ds/:id', (c) => c.html(challengePage(provider.find(transactionId(c.req.param('id'))), challengeLanguage(c.req.query('lang')))));

  app.post('/dev/payments/3ds/:id', async (c) => {
    const form = await readBody(c);
    const language = challengeLanguage(typeof form.lang === 'string' ? form.lang : undefined);
    const tx = await provider.challenge(transactionId(c.req.param('id')), form.decision === 'approve');
    if (!tx) throw apiError(404, 'http.not_found');
    return c.html(tx.status === 'awaiting_3ds' ? challengePage(tx, language) : challengeDonePage(tx, language));
  });

  return app;
}

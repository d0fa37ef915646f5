import { apiFamilies } from '@/contract/families';
import { PAYMENT_SIGNATURE_HEADER, paymentWebhookCodes, type PaymentWebhookKind } from '@/contract/schemas/registration';
import type { PaymentSettings } from '../../config';
import type { Logger } from '../../logger';
import type { Clock } from '../../time/clock';
import { signNotification } from '../signature';
import { cardOf, merchantRefused, payerCancelled, threeDsFailed } from './cards';

/** What the widget sends to charge a card (the widget's options plus the card). */
export interface ChargeRequest {
  publicId: string;
  invoiceId: string;
  amount: number;
  currency: string;
  accountId: string;
  email: string;
  description: string;
  data?: unknown;
  cardNumber: string;
}

type TransactionStatus = 'completed' | 'declined' | 'awaiting_3ds' | 'no_answer' | 'confirming';

export interface TestTransaction {
  id: number;
  invoiceId: string;
  amount: number;
  currency: string;
  accountId: string;
  email: string;
  data: string;
  cardLastFour: string;
  status: TransactionStatus;
  reason: string | null;
  reasonCode: string | null;
  createdAt: number;
}

/** What the widget is told: its next step. */
export interface ChargeReply {
  status: 'completed' | 'declined' | 'three_ds' | 'no_answer' | 'completed_later';
  transactionId: number | null;
  reason?: string;
  challengeUrl?: string;
}

/** Hands a request to the backend's HTTP handler, exactly as the provider's servers would post it. */
export type Deliver = (request: Request) => Promise<Response>;

/**
 * The local stand-in for the card provider (demo mode only): it charges test cards, asks the backend first
 * (Check) and tells it the result (Pay or Fail) with signed notifications, as CloudPayments does. It charges an
 * invoice once: paying an invoice already paid returns the first transaction.
 */
export function createTestProvider(deps: { settings: PaymentSettings; now: Clock; deliver: Deliver; logger: Logger; webhookOrigin?: string }) {
  const transactions = new Map<number, TestTransaction>();
  const timers = new Set<NodeJS.Timeout>();
  // Transaction ids look like the provider's: large, increasing, unique per start.
  let nextId = 100_000_000 + (deps.now() % 1_000_000) * 100;

  async function notify(kind: PaymentWebhookKind, tx: TestTransaction): Promise<number> {
    const fields: Record<string, string> = {
      TransactionId: String(tx.id),
      Amount: tx.amount.toFixed(2),
      Currency: tx.currency,
      InvoiceId: tx.invoiceId,
      AccountId: tx.accountId,
      Email: tx.email,
      DateTime: new Date(deps.now()).toISOString().slice(0, 19).replace('T', ' '),
      OperationType: 'Payment',
      Status: kind === 'fail' ? 'Declined' : 'Completed',
      TestMode: '1',
      Data: tx.data,
      CardLastFour: tx.cardLastFour,
    };
    if (kind === 'fail') {
      fields.Reason = tx.reason ?? 'Declined';
      fields.ReasonCode = tx.reasonCode ?? '5000';
    }
    const body = new URLSearchParams(fields).toString();
    const origin = deps.webhookOrigin ?? 'http://provider.local';
    const response = await deps.deliver(
      new Request(`${origin}${apiFamilies.base}/payments/webhooks/${kind}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', [PAYMENT_SIGNATURE_HEADER]: signNotification(body, deps.settings.apiSecret) },
        body,
      }),
    );
    const reply = (await response.json().catch(() => ({}))) as { code?: number };
    return response.ok && typeof reply.code === 'number' ? reply.code : -1;
  }

  async function decline(tx: TestTransaction, why: { reason: string; reasonCode: string }) {
    tx.status = 'declined';
    tx.reason = why.reason;
    tx.reasonCode = why.reasonCode;
    await notify('fail', tx);
  }

  async function complete(tx: TestTransaction) {
    tx.status = 'completed';
    await notify('pay', tx);
  }

  const later = (work: () => Promise<void>, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((error: unknown) => deps.logger.error('test payment provider: a delayed notification failed', { error }));
    }, ms);
    // A pending confirmation never keeps a stopping process alive.
    timer.unref();
    timers.add(timer);
  };

  return {
    async charge(input: ChargeRequest): Promise<ChargeReply> {
      const paid = [...transactions.values()].find((tx) => tx.invoiceId === input.invoiceId && (tx.status === 'completed' || tx.status === 'confirming'));
      if (paid) return { status: 'completed', transactionId: paid.id };
      const card = cardOf(input.cardNumber);
      const tx: TestTransaction = {
        id: nextId++,
        invoiceId: input.invoiceId,
        amount: input.amount,
        currency: input.currency,
        accountId: input.accountId,
        email: input.email,
        data: JSON.stringify(input.data ?? {}),
        cardLastFour: input.cardNumber.replace(/\D/g, '').slice(-4),
        status: 'no_answer',
        reason: null,
        reasonCode: null,
        createdAt: deps.now(),
      };
      transactions.set(tx.id, tx);
      if (input.publicId !== deps.settings.publicId) {
        await decline(tx, { reason: 'Invalid publicId', reasonCode: '5300' });
        return { status: 'declined', transactionId: tx.id, reason: tx.reason! };
      }
      // No answer: the provider never reached its bank; nothing is sent to anybody.
      if (card.outcome === 'no_answer') return { status: 'no_answer', transactionId: null };
      const checked = await notify('check', tx);
      if (checked !== paymentWebhookCodes.ok) {
        await decline(tx, merchantRefused);
        return { status: 'declined', transactionId: tx.id, reason: tx.reason! };
      }
      switch (card.outcome) {
        case 'success':
          await complete(tx);
          return { status: 'completed', transactionId: tx.id };
        case 'later': {
          tx.status = 'confirming';
          const { min, max } = deps.settings.testConfirmDelayMs;
          later(() => complete(tx), min + Math.floor(Math.random() * (max - min + 1)));
          return { status: 'completed_later', transactionId: tx.id };
        }
        case 'three_ds':
          tx.status = 'awaiting_3ds';
          return { status: 'three_ds', transactionId: tx.id, challengeUrl: `/dev/payments/3ds/${tx.id}` };
        default:
          await decline(tx, { reason: card.reason ?? 'Declined', reasonCode: card.reasonCode ?? '5000' });
          return { status: 'declined', transactionId: tx.id, reason: tx.reason! };
      }
    },

    /** The 3-D Secure page's answer. */
    async challenge(id: number, approve: boolean): Promise<TestTransaction | undefined> {
      const tx = transactions.get(id);
      if (!tx || tx.status !== 'awaiting_3ds') return tx;
      if (approve) await complete(tx);
      else await decline(tx, threeDsFailed);
      return tx;
    },

    /** The payer closed the widget during 3-D Secure: declined at once, so "try again" works straight away. */
    async cancel(id: number): Promise<TestTransaction | undefined> {
      const tx = transactions.get(id);
      if (tx?.status === 'awaiting_3ds') await decline(tx, payerCancelled);
      return tx;
    },

    /** Sends a finished transaction's Pay (or Fail) again, `times` times at once: duplicate deliveries. */
    async redeliver(id: number, times: number): Promise<number[] | null> {
      const tx = transactions.get(id);
      if (!tx || (tx.status !== 'completed' && tx.status !== 'declined')) return null;
      const kind = tx.status === 'completed' ? 'pay' : 'fail';
      return Promise.all(Array.from({ length: times }, () => notify(kind, tx)));
    },

    find: (id: number) => transactions.get(id),
    list: () => [...transactions.values()].sort((a, b) => b.id - a.id),
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

import type { PaymentNotification, PaymentWebhookKind } from '@/contract/schemas/registration';
import type { Services } from '../services';
import { createPaymentStore } from './payment-store';
import { createPaymentWebhooks, type PaymentSubjectHandler, type PaymentSubjectHandlers } from './webhooks';
import type { PaymentSubjectKind } from './payment-store';

/**
 * The payments of one backend instance: one table of attempts, one webhook endpoint, one test provider. What an
 * attempt pays for registers its handler here (the registration module and the party module do it when they are
 * created, which the app does at start), so a notification reaches whichever subject its invoice names.
 */
function createPaymentsModule(services: Services) {
  const store = createPaymentStore(services.db);
  const handlers: PaymentSubjectHandlers = {};
  const webhooks = createPaymentWebhooks(services.db, { store, handlers, logger: services.logger });
  return {
    store,
    register(kind: PaymentSubjectKind, handler: PaymentSubjectHandler) {
      handlers[kind] = handler;
    },
    /** A notification of the provider, its signature already checked: the code to answer. */
    handle: (kind: PaymentWebhookKind, notification: PaymentNotification, now: number) => webhooks(kind, notification, now),
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

const modules = new WeakMap<Services, PaymentsModule>();

export function paymentsFor(services: Services): PaymentsModule {
  let payments = modules.get(services);
  if (!payments) {
    payments = createPaymentsModule(services);
    modules.set(services, payments);
  }
  return payments;
}

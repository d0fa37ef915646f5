import { Hono } from 'hono';
import type { SubscriptionReply } from '@/contract/schemas/newsletter';
import { localeOf } from '../../i18n/locale';
import { createSubscriptionsRepo } from '../../newsletter/subscriptions-repo';
import { validateSubscription } from '../../newsletter/subscription-validation';
import type { Services } from '../../services';
import { readBody } from '../read-body';
import { addressThrottle } from './accounts-throttle';

/** /api/base/main/subscriptions: the landing's newsletter form and its private-event variant. */
export function createNewsletterRoutes(services: Services) {
  const app = new Hono();
  const subscriptions = createSubscriptionsRepo(services.db);

  app.post('/subscriptions', addressThrottle(services, services.limits.subscriptionsPerAddress), async (c) => {
    const input = validateSubscription(await readBody(c), subscriptions.cityExists);
    const { created } = subscriptions.upsert({ ...input, locale: localeOf(c) }, services.now());
    const reply: SubscriptionReply = { data: { email: input.email, alreadySubscribed: !created } };
    return c.json(reply, created ? 201 : 200);
  });

  return app;
}

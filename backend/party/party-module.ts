import type { Locale } from '../i18n/locale';
import { createOutbox } from '../mail/outbox';
import { paymentsFor } from '../payments/payments-module';
import { createPromoCodesRepo } from '../promo/promo-codes-repo';
import type { Services } from '../services';
import { createPartyCatalogue } from './party-catalogue';
import { createPrivateAccess } from './private-access';
import { createPrivateGames } from './private-games';
import { createPrivateOrders } from './private-orders';
import { createPromoPurchases } from './promo-purchases';

/**
 * Private games and the promo-code shop of one backend instance. Creating it registers the order and purchase
 * handlers with the payments module, so the one webhook endpoint settles them too.
 */
function createPartyModule(services: Services) {
  const { db, config } = services;
  const payments = paymentsFor(services);
  const catalogue = createPartyCatalogue(db);
  const outbox = createOutbox(db, services.now);
  const access = createPrivateAccess(db);
  const orders = createPrivateOrders(db, { catalogue, payments: payments.store, outbox, webOrigin: config.webOrigin, salesEmail: config.salesEmail });
  const purchases = createPromoPurchases(db, { catalogue, payments: payments.store, promo: createPromoCodesRepo(db), outbox, webOrigin: config.webOrigin });
  payments.register('order', orders.handler);
  payments.register('purchase', purchases.handler);
  const games = createPrivateGames(db, { access, catalogue });
  return {
    catalogue,
    orders,
    purchases,
    games,
    formats: (locale: Locale) => catalogue.formats(locale),
    packs: (locale: Locale) => catalogue.packs(locale),
  };
}

export type PartyModule = ReturnType<typeof createPartyModule>;

const modules = new WeakMap<Services, PartyModule>();

export function partyFor(services: Services): PartyModule {
  let party = modules.get(services);
  if (!party) {
    party = createPartyModule(services);
    modules.set(services, party);
  }
  return party;
}

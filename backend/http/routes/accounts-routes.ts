import { Hono } from 'hono';
import { apiFamilies } from '@/contract/families';
import { createAccounts } from '../../auth/accounts';
import type { Services } from '../../services';
import { createAccountsExpertsRoutes } from './accounts-experts';
import { createAccountsOAuthRoutes } from './accounts-oauth';
import { createAccountsPlayersRoutes } from './accounts-players';
import { loginThrottle } from './accounts-throttle';
import { createDevRoutes } from './dev-routes';

/**
 * Everything of the accounts issue, mounted at the root by one line in app.ts (before the family routes, so the
 * login throttle runs ahead of the login handlers in base-routes and iam-routes).
 */
export function createAccountsRoutes(services: Services) {
  const accounts = createAccounts(services);
  const app = new Hono();

  app.on('POST', [`${apiFamilies.base}/login`, `${apiFamilies.iam}/auth/login`], loginThrottle(accounts.loginLimiter));
  app.route(apiFamilies.base, createAccountsPlayersRoutes(accounts));
  app.route(apiFamilies.base, createAccountsOAuthRoutes(accounts));
  app.route(apiFamilies.live, createAccountsExpertsRoutes(services));
  // The /dev pages hand out letters (with their links), users' data and sign-ins as anyone: demo mode only.
  if (services.config.demoMode) app.route('/', createDevRoutes(accounts));

  return app;
}

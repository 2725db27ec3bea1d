/**
 * Lending endpoints of the sandbox API (spec §4, §7), one folder per resource: applications and decisions,
 * identity verification (kyc), offers and signing, payments and balances, the promoter area. Each folder has
 * `routes.ts` (thin handlers), `service.ts` (rules) and `queries.ts` (SQL). See docs/lending-api.md.
 */
import type { Deps } from '../context.ts';
import type { Router } from '../http/env.ts';
import { lendingBinder } from './access.ts';
import { registerApplicationRoutes } from './applications/routes.ts';
import { registerKycRoutes } from './kyc/routes.ts';
import { registerPaymentRoutes } from './payments/routes.ts';
import { registerPromoterRoutes } from './promoter/routes.ts';
import { registerLendingSandbox } from './sandbox/routes.ts';
import { registerSigningRoutes } from './signing/routes.ts';

export function registerLendingRoutes(router: Router, deps: Deps): void {
  const route = lendingBinder(router, deps);
  registerPromoterRoutes(route, deps);
  registerApplicationRoutes(route, deps);
  registerPaymentRoutes(route, deps);
  registerKycRoutes(route, deps);
  registerSigningRoutes(route, deps);
  if (deps.config.sandbox) registerLendingSandbox(router, deps);
}

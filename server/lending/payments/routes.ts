/** Payment routes: balances of the client's loans and the payments received. */
import * as paymentsApi from '../../../src/api/contract/payments.ts';
import type { Deps } from '../../context.ts';
import type { RouteBinder } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import { balancesOf, paymentsOf } from './service.ts';

export function registerPaymentRoutes(route: RouteBinder, deps: Deps): void {
  route(paymentsApi.balance, (ctx) => balancesOf(deps, actorOf(ctx).id));
  route(paymentsApi.listPayments, async (ctx) => ({ payments: await paymentsOf(deps, actorOf(ctx).id) }));
}

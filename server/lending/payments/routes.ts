/** Payment routes: balances of the client's loans, the payments received, a loan's schedule and payoff. */
import * as paymentsApi from '../../../src/api/contract/payments.ts';
import type { Deps } from '../../context.ts';
import type { RouteBinder } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import { balancesOf, paymentsOf, payoffOf, scheduleOf } from './service.ts';

export function registerPaymentRoutes(route: RouteBinder, deps: Deps): void {
  route(paymentsApi.balance, (ctx) => balancesOf(deps, actorOf(ctx).id));
  route(paymentsApi.listPayments, async (ctx) => ({ payments: await paymentsOf(deps, actorOf(ctx).id) }));
  route(paymentsApi.schedule, (ctx, { params }) => scheduleOf(deps, actorOf(ctx).id, params.applicationId));
  route(paymentsApi.payoff, (ctx, { params }) => payoffOf(deps, actorOf(ctx).id, params.applicationId));
}

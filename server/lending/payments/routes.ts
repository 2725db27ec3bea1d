/** Payment routes: balances of the client's loans, the payments received, a loan's schedule and payoff. */
import { contract } from '../../../src/api/contract/index.ts';
import type { Deps } from '../../context.ts';
import type { RouteBinder } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import * as payments from './service.ts';

export function registerPaymentRoutes(route: RouteBinder, deps: Deps): void {
  route(contract.payments.balance, (ctx) => payments.balance(deps, actorOf(ctx).id));
  route(contract.payments.list, (ctx) => payments.list(deps, actorOf(ctx).id));
  route(contract.payments.schedule, (ctx, { params }) =>
    payments.schedule(deps, actorOf(ctx).id, params.applicationId),
  );
  route(contract.payments.payoff, (ctx, { params }) =>
    payments.payoff(deps, actorOf(ctx).id, params.applicationId),
  );
}

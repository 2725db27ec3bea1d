/** Push subscriptions of a client (`:id` must be the caller's own client id; another id answers 403). */
import { contract } from '../../src/api/contract/index.ts';
import type { Deps } from '../context.ts';
import type { Router } from '../http/env.ts';
import { errors } from '../http/errors.ts';
import { clientIdOf, createRouteBinder, type RouteContext, reply } from '../http/route.ts';
import { createPushSubscriptionsService } from './push-service.ts';

function ownClient(ctx: RouteContext, id: string): string {
  const me = clientIdOf(ctx);
  if (me !== id) throw errors.forbidden();
  return me;
}

export function registerPushRoutes(router: Router, deps: Deps): void {
  const route = createRouteBinder(router, deps);
  const push = createPushSubscriptionsService(deps);
  const api = contract.push;

  route(api.subscribe, async (ctx, { params, body }) => {
    const { created, subscription } = await push.subscribe(ownClient(ctx, params.id), body.subscription);
    return created ? reply(201, subscription) : subscription;
  });

  route(api.subscriptions, (ctx, { params }) => push.subscriptions(ownClient(ctx, params.id)));
}

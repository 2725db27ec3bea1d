/** Promoter routes: sign-in, profile, client check, the client's activation code and the quick application. */
import { contract } from '../../../src/api/contract/index.ts';
import type { Deps } from '../../context.ts';
import type { RouteBinder } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import { isRegistered } from './lookup.ts';
import * as promoters from './service.ts';
import { promoterOf } from './service.ts';
import { todayQuickApplications } from './today.ts';

export function registerPromoterRoutes(route: RouteBinder, deps: Deps): void {
  const api = contract.promoters;
  route(api.signin, (_ctx, { body }) => promoters.signin(deps, body.phoneNumber));
  route(api.verifyNip, (_ctx, { body }) => promoters.verifyNip(deps, body.phoneNumber, body.nip));
  route(api.me, (ctx) => promoters.me(ctx));
  route(api.isRegistered, async (ctx, { query }) => {
    const promoter = await promoterOf(ctx, 'unauthorized');
    return isRegistered(deps, promoter.id, query);
  });
  route(api.clientActivationCode, async (ctx, { params }) => {
    const promoter = await promoterOf(ctx, 'unauthorized');
    return promoters.clientActivationCode(deps, promoter.id, params.id);
  });
  route(api.resendClientActivationCode, async (ctx, { params }) => {
    const promoter = await promoterOf(ctx, 'unauthorized');
    return promoters.resendClientActivationCode(deps, promoter.id, params.id);
  });
  route(api.todayQuickApplications, async (ctx) => {
    const promoter = await promoterOf(ctx, 'unauthorized');
    return todayQuickApplications(deps, promoter.id);
  });
  route(api.quickApplication, (ctx, { params, body }) =>
    promoters.quickApplication(deps, actorOf(ctx), params.applicationId, body),
  );
}

/** Promoter routes: sign-in, profile, client check, the client's activation code and the quick application. */
import * as promotersApi from '../../../src/api/contract/promoters.ts';
import type { Deps } from '../../context.ts';
import type { RouteBinder } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import { clientCheck } from './lookup.ts';
import {
  clientActivationCode,
  promoterOf,
  promoterProfile,
  quickApplication,
  resendClientActivationCode,
  sendPromoterNip,
  verifyPromoterNip,
} from './service.ts';
import { todayQuickApplications } from './today.ts';

export function registerPromoterRoutes(route: RouteBinder, deps: Deps): void {
  route(promotersApi.signin, (_ctx, { body }) => sendPromoterNip(deps, body.phoneNumber));
  route(promotersApi.verifyNip, (_ctx, { body }) => verifyPromoterNip(deps, body.phoneNumber, body.nip));
  route(promotersApi.me, (ctx) => promoterProfile(ctx));
  route(promotersApi.isRegistered, async (ctx, { query }) => {
    const promoter = await promoterOf(ctx, 'unauthorized');
    return clientCheck(deps, promoter.id, query);
  });
  route(promotersApi.clientActivationCode, async (ctx, { params }) => {
    const promoter = await promoterOf(ctx, 'unauthorized');
    return clientActivationCode(deps, promoter.id, params.id);
  });
  route(promotersApi.resendClientActivationCode, async (ctx, { params }) => {
    const promoter = await promoterOf(ctx, 'unauthorized');
    return resendClientActivationCode(deps, promoter.id, params.id);
  });
  route(promotersApi.todayQuickApplications, async (ctx) => {
    const promoter = await promoterOf(ctx, 'unauthorized');
    return todayQuickApplications(deps, promoter.id);
  });
  route(promotersApi.quickApplication, (ctx, { params, body }) =>
    quickApplication(deps, actorOf(ctx), params.applicationId, body),
  );
}

/** Application routes (spec §7): create, submit, NIP, processing, interest offer, details, list, estimate. */
import { contract } from '../../../src/api/contract/index.ts';
import type { Deps } from '../../context.ts';
import type { RouteBinder } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import { consentNip, processInput } from '../nip.ts';
import { create } from './create.ts';
import { updateDetails } from './details.ts';
import * as applications from './service.ts';

export function registerApplicationRoutes(route: RouteBinder, deps: Deps): void {
  const api = contract.applications;
  route(api.canCreate, (ctx, { query }) => applications.canCreate(deps, actorOf(ctx), query));
  route(api.estimatedMonthlyPayment, (_ctx, { query }) => applications.estimatedMonthlyPayment(deps, query));
  route(api.create, (ctx, { body }) => create(deps, actorOf(ctx), body));
  route(api.submit, (ctx, { params, body }) =>
    applications.submit(deps, actorOf(ctx), params.id, body.personalReferences),
  );
  route(api.resendComplianceCode, (ctx, { params }) =>
    applications.resendComplianceCode(deps, actorOf(ctx), params.id),
  );
  route(api.process, (ctx, { params, body }) =>
    applications.process(deps, actorOf(ctx), params.id, processInput(body)),
  );
  route(api.preProcess, (ctx, { params, body }) =>
    applications.preProcess(deps, actorOf(ctx), params.id, consentNip(body)),
  );
  route(api.updateDetails, (ctx, { params, body }) =>
    updateDetails(deps, actorOf(ctx), params.id, body.client),
  );
  route(api.acceptAsInterestPayments, (ctx, { params }) =>
    applications.acceptAsInterestPayments(deps, actorOf(ctx), params.id),
  );
  route(api.rejectNoInterestAsInterestPayments, (ctx, { params }) =>
    applications.rejectNoInterestAsInterestPayments(deps, actorOf(ctx), params.id),
  );
  route(api.cancel, (ctx, { params }) => applications.cancel(deps, actorOf(ctx), params.id));
  route(api.list, (ctx, { query }) => applications.list(deps, actorOf(ctx).id, query));
}

/** Application routes (spec §7): create, submit, NIP, processing, interest offer, details, list, estimate. */
import * as applicationsApi from '../../../src/api/contract/applications.ts';
import { type Centavos, centavosToPesos } from '../../../src/domain/money.ts';
import type { Deps } from '../../context.ts';
import type { RouteBinder } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import { create } from './create.ts';
import { updateDetails } from './details.ts';
import {
  acceptInterest,
  canCreate,
  cancelApplication,
  declineInterest,
  estimate,
  listApplications,
  preProcess,
  processApplication,
  resendComplianceCode,
  submit,
} from './service.ts';

export function registerApplicationRoutes(route: RouteBinder, deps: Deps): void {
  route(applicationsApi.canCreate, (ctx, { query }) => canCreate(deps, actorOf(ctx), query));
  route(applicationsApi.estimatedMonthlyPayment, async (_ctx, { query }) => ({
    estimatedMonthlyPayment: centavosToPesos((await estimate(deps, query)) as Centavos),
  }));
  route(applicationsApi.create, (ctx, { body }) => create(deps, actorOf(ctx), body));
  route(applicationsApi.submit, (ctx, { params, body }) =>
    submit(deps, actorOf(ctx), params.id, body.personalReferences),
  );
  route(applicationsApi.resendComplianceCode, (ctx, { params }) =>
    resendComplianceCode(deps, actorOf(ctx), params.id),
  );
  route(applicationsApi.processApplication, (ctx, { params, body }) =>
    processApplication(deps, actorOf(ctx), params.id, body),
  );
  route(applicationsApi.preProcess, (ctx, { params, body }) =>
    preProcess(deps, actorOf(ctx), params.id, body.complianceCode),
  );
  route(applicationsApi.updateDetails, (ctx, { params, body }) =>
    updateDetails(deps, actorOf(ctx), params.id, body.client),
  );
  route(applicationsApi.acceptAsInterestPayments, (ctx, { params }) =>
    acceptInterest(deps, actorOf(ctx), params.id),
  );
  route(applicationsApi.rejectNoInterestAsInterestPayments, (ctx, { params }) =>
    declineInterest(deps, actorOf(ctx), params.id),
  );
  route(applicationsApi.cancel, (ctx, { params }) => cancelApplication(deps, actorOf(ctx), params.id));
  route(applicationsApi.list, (ctx, { query }) => listApplications(deps, actorOf(ctx).id, query));
}

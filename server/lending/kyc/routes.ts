/** Identity-verification routes (KYC widget flow, identity id, documents uploaded, the sandbox provider). */
import { contract } from '../../../src/api/contract/index.ts';
import type { Deps } from '../../context.ts';
import type { RouteBinder } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import * as kycSandbox from './sandbox-provider.ts';
import { kycFlow, transitionToDocumentsUploaded, updateIdentityId } from './service.ts';

export function registerKycRoutes(route: RouteBinder, deps: Deps): void {
  route(contract.clients.kycFlow, (ctx, { params }) => kycFlow(deps, actorOf(ctx), params.applicationId));
  route(contract.signing.updateIdentityId, (ctx, { params, body }) =>
    updateIdentityId(deps, actorOf(ctx), params.id, body.kycIdentityId),
  );
  route(contract.signing.transitionToDocumentsUploaded, (ctx, { params }) =>
    transitionToDocumentsUploaded(deps, actorOf(ctx), params.id),
  );
  route(contract.kycSandbox.finish, (ctx, { params }) =>
    kycSandbox.finish(deps, actorOf(ctx), params.flowId),
  );
}

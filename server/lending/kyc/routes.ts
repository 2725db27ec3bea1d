/** Identity-verification routes (KYC widget flow, identity id, documents uploaded, the sandbox provider). */
import * as clientsApi from '../../../src/api/contract/clients.ts';
import * as signingApi from '../../../src/api/contract/signing.ts';
import type { Deps } from '../../context.ts';
import type { RouteBinder } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import { finishSandboxFlow } from './sandbox-provider.ts';
import { documentsUploaded, kycFlow, updateIdentityId } from './service.ts';

export function registerKycRoutes(route: RouteBinder, deps: Deps): void {
  route(clientsApi.kycFlow, (ctx, { params }) => kycFlow(deps, actorOf(ctx), params.applicationId));
  route(signingApi.updateIdentityId, (ctx, { params, body }) =>
    updateIdentityId(deps, actorOf(ctx), params.id, body.kycIdentityId),
  );
  route(signingApi.transitionToDocumentsUploaded, (ctx, { params }) =>
    documentsUploaded(deps, actorOf(ctx), params.id),
  );
  route(clientsApi.kycSandboxFinish, (ctx, { params }) =>
    finishSandboxFlow(deps, actorOf(ctx), params.flowId),
  );
}

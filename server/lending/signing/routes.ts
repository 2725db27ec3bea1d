/**
 * Signing routes: approved options, signing PIN, signature, the contract file, and the sandbox e-signature
 * provider.
 */
import * as signingApi from '../../../src/api/contract/signing.ts';
import type { Deps } from '../../context.ts';
import { type RouteBinder, reply } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import { contractFile } from './contract-file.ts';
import { esignContract, esignSubmit } from './esign-sandbox.ts';
import { approvedProductsConditions, sendSigningPin, sign } from './service.ts';

export function registerSigningRoutes(route: RouteBinder, deps: Deps): void {
  route(signingApi.approvedProductsConditions, (ctx, { params }) =>
    approvedProductsConditions(deps, actorOf(ctx), params.id),
  );
  route(signingApi.sendSignatureCode, (ctx, { params }) =>
    sendSigningPin(deps, actorOf(ctx), params.id, 'pending'),
  );
  route(signingApi.resendSignatureCode, (ctx, { params }) =>
    sendSigningPin(deps, actorOf(ctx), params.id, 'refuse'),
  );
  route(signingApi.sign, (ctx, { params, body }) => sign(deps, actorOf(ctx), params.id, body));
  route(signingApi.applicationContract, (ctx, { params, query }) =>
    contractFile(deps, actorOf(ctx), params.id, query.firstPaymentDate),
  );
  route(signingApi.esignSandboxContract, (ctx, { params, query }) =>
    esignContract(deps, actorOf(ctx), params.id, query.firstPaymentDate),
  );
  route(signingApi.esignSandboxSubmit, async (ctx, { params, body }) =>
    reply(201, await esignSubmit(deps, actorOf(ctx), params.id, body)),
  );
}

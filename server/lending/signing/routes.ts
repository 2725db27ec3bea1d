/**
 * Signing routes: approved options, signing NIP, signature, the contract file, and the sandbox e-signature
 * provider.
 */
import { contract as api } from '../../../src/api/contract/index.ts';
import type { Deps } from '../../context.ts';
import { type RouteBinder, reply } from '../../http/route.ts';
import { actorOf } from '../access.ts';
import { signatureInput } from '../nip.ts';
import { contract } from './contract-file.ts';
import * as esignSandbox from './esign-sandbox.ts';
import { approvedProductsConditions, resendSignatureCode, sendSignatureCode, sign } from './service.ts';

export function registerSigningRoutes(route: RouteBinder, deps: Deps): void {
  const { signing } = api;
  route(signing.approvedProductsConditions, (ctx, { params }) =>
    approvedProductsConditions(deps, actorOf(ctx), params.id),
  );
  route(signing.sendSignatureCode, (ctx, { params }) => sendSignatureCode(deps, actorOf(ctx), params.id));
  route(signing.resendSignatureCode, (ctx, { params }) => resendSignatureCode(deps, actorOf(ctx), params.id));
  route(signing.sign, (ctx, { params, body }) => sign(deps, actorOf(ctx), params.id, signatureInput(body)));
  route(signing.contract, (ctx, { params, query }) =>
    contract(deps, actorOf(ctx), params.id, query.firstPaymentDate),
  );
  route(api.esignSandbox.contract, (ctx, { params, query }) =>
    esignSandbox.contract(deps, actorOf(ctx), params.id, query.firstPaymentDate),
  );
  route(api.esignSandbox.submit, async (ctx, { params, body }) =>
    reply(201, await esignSandbox.submit(deps, actorOf(ctx), params.id, body)),
  );
}

/**
 * The signing flow's API calls, each an actor named by its endpoint key (src/api/contract/index.ts) and built
 * from one typed `call`: `setup.ts` types them with the unprovided call, the route page provides the real one
 * (`signingMachine.provide({ actors: signingActors(services.call) })`), tests a fake. The invokes use the same
 * key as `src` and `id`, so a model test settles `xstate.done.actor.signing.sign`.
 */
import { fromPromise } from 'xstate';
import type { ApiCall } from '../shared/call';
import type {
  ApplicationIdInput,
  ApplicationsOutput,
  ClabeBody,
  ClabeOutput,
  ProductsOutput,
  ProfileOutput,
  SendSignatureCodeOutput,
  SignInput,
  SignOutput,
} from './types';

export const signingActors = (call: ApiCall) => ({
  /** GET /applications: the client's applications and the profile. */
  'applications.list': fromPromise<ApplicationsOutput, void>(({ signal }) =>
    call('applications.list', { query: {}, signal }),
  ),
  /** GET /applications/:id/approved-products-conditions. */
  'signing.approvedProductsConditions': fromPromise<ProductsOutput, ApplicationIdInput>(({ input, signal }) =>
    call('signing.approvedProductsConditions', { params: { id: input.id }, signal }),
  ),
  /** GET /clients/me: the profile poll while the signature is validated. */
  'clients.me': fromPromise<ProfileOutput, void>(({ signal }) => call('clients.me', { signal })),
  /** POST /applications/:id/send-signature-code. */
  'signing.sendSignatureCode': fromPromise<SendSignatureCodeOutput, ApplicationIdInput>(({ input, signal }) =>
    call('signing.sendSignatureCode', { params: { id: input.id }, signal }),
  ),
  /** POST /applications/:id/resend-signature-code. */
  'signing.resendSignatureCode': fromPromise<SendSignatureCodeOutput, ApplicationIdInput>(
    ({ input, signal }) => call('signing.resendSignatureCode', { params: { id: input.id }, signal }),
  ),
  /** POST /applications/:id/sign. */
  'signing.sign': fromPromise<SignOutput, SignInput>(({ input, signal }) =>
    call('signing.sign', {
      params: { id: input.id },
      body: input.body,
      operationKey: input.operationKey,
      signal,
    }),
  ),
  /** PATCH /clients/interbank-code. */
  'clients.updateInterbankCode': fromPromise<ClabeOutput, ClabeBody>(({ input, signal }) =>
    call('clients.updateInterbankCode', { body: input, signal }),
  ),
});

export type SigningActors = ReturnType<typeof signingActors>;

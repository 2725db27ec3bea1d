/**
 * Every API call of the quick application, built from one typed `call` and named by its endpoint key
 * (src/api/contract/index.ts): `setup.ts` types them with `promoterActors(unprovidedCall)`, the route page provides
 * the real call once (`promoterMachine.provide({ actors: promoterActors(services.call) })`), tests fake the call or
 * the actor by the same key. The invoke `src` and `id` are the key.
 */
import { fromPromise } from 'xstate';
import type { ApiCall } from '../shared/call';
import type {
  ClientCodeInput,
  ClientCodeOutput,
  CreateApplicationInput,
  CreateApplicationOutput,
  EstimateInput,
  EstimateOutput,
  IsRegisteredInput,
  IsRegisteredOutput,
  LookupCurpInput,
  LookupCurpOutput,
  LookupPostalCodeInput,
  LookupPostalCodeOutput,
  PreProcessInput,
  PreProcessOutput,
  ProcessInput,
  ProcessOutput,
  QuickApplicationInput,
  QuickApplicationOutput,
  ResendClientCodeOutput,
  ResendComplianceCodeInput,
  ResendComplianceCodeOutput,
  UpdateDetailsInput,
  UpdateDetailsOutput,
} from './types';

export const promoterActors = (call: ApiCall) => ({
  /** GET /clients/is-registered (by phone or e-mail). */
  'promoters.isRegistered': fromPromise<IsRegisteredOutput, IsRegisteredInput>(({ input, signal }) =>
    call('promoters.isRegistered', { query: input, signal }),
  ),
  /** GET /clients/curp/:curp. */
  'clients.curpLookup': fromPromise<LookupCurpOutput, LookupCurpInput>(({ input, signal }) =>
    call('clients.curpLookup', { params: input, signal }),
  ),
  /** GET /postal-codes/:code. */
  'catalog.lookupPostalCode': fromPromise<LookupPostalCodeOutput, LookupPostalCodeInput>(
    ({ input, signal }) => call('catalog.lookupPostalCode', { params: input, signal }),
  ),
  /** GET /applications/estimated-monthly-payment (500 ms after the last product change). */
  'applications.estimatedMonthlyPayment': fromPromise<EstimateOutput, EstimateInput>(({ input, signal }) =>
    call('applications.estimatedMonthlyPayment', { query: input, signal }),
  ),
  /** POST /applications (promoter variant): the customer's credit-check NIP goes by SMS. */
  'applications.create': fromPromise<CreateApplicationOutput, CreateApplicationInput>(({ input, signal }) => {
    const { operationKey, ...body } = input;
    return call('applications.create', { body, operationKey, signal });
  }),
  /** POST /applications/:id/pre-process with the compliance code. */
  'applications.preProcess': fromPromise<PreProcessOutput, PreProcessInput>(({ input, signal }) =>
    call('applications.preProcess', {
      params: { id: input.id },
      body: input.body,
      operationKey: input.operationKey,
      signal,
    }),
  ),
  /** POST /applications/:id/resend-compliance-code: the customer's credit-check NIP again (90 s wait). */
  'applications.resendComplianceCode': fromPromise<ResendComplianceCodeOutput, ResendComplianceCodeInput>(
    ({ input, signal }) => call('applications.resendComplianceCode', { params: { id: input.id }, signal }),
  ),
  /** POST /applications/:id/update-details: the corrected CURP, address or e-mail of the promoter's client. */
  'applications.updateDetails': fromPromise<UpdateDetailsOutput, UpdateDetailsInput>(({ input, signal }) =>
    call('applications.updateDetails', {
      params: { id: input.applicationId },
      body: input.body,
      operationKey: input.operationKey,
      signal,
    }),
  ),
  /** POST /promoters/quick-applications/:id. */
  'promoters.quickApplication': fromPromise<QuickApplicationOutput, QuickApplicationInput>(
    ({ input, signal }) =>
      call('promoters.quickApplication', {
        params: { applicationId: input.applicationId },
        body: input.body,
        operationKey: input.operationKey,
        signal,
      }),
  ),
  /** GET /clients/:id/activation-code. */
  'promoters.clientActivationCode': fromPromise<ClientCodeOutput, ClientCodeInput>(({ input, signal }) =>
    call('promoters.clientActivationCode', { params: { id: input.clientId }, signal }),
  ),
  /** POST /clients/:id/resend-activation-code (90 s wait). */
  'promoters.resendClientActivationCode': fromPromise<ResendClientCodeOutput, ClientCodeInput>(
    ({ input, signal }) =>
      call('promoters.resendClientActivationCode', { params: { id: input.clientId }, signal }),
  ),
  /** POST /applications/:id/process with the client's activation code. */
  'applications.process': fromPromise<ProcessOutput, ProcessInput>(({ input, signal }) =>
    call('applications.process', {
      params: { id: input.id },
      body: { clientActivationCode: input.clientActivationCode },
      operationKey: input.operationKey,
      signal,
    }),
  ),
});

export type PromoterActors = ReturnType<typeof promoterActors>;

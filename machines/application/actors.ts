/**
 * Every API call of the credit application, as the actor its state invokes, named by its endpoint key
 * (src/api/contract/index.ts): `setup.ts` types them with the unprovided call, the route page provides the real
 * one once (`applicationMachine.provide({ actors: applicationActors(services.call) })`), tests fake the call or
 * an actor by the same key. Each actor's input is what its state hands it (bodies.ts builds the bodies).
 */
import { fromPromise } from 'xstate';
import type {
  acceptAsInterestPayments,
  canCreate,
  create,
  estimatedMonthlyPayment,
  processApplication,
  rejectNoInterestAsInterestPayments,
  resendComplianceCode,
  submit,
} from '../../src/api/contract/applications';
import type { lookupPostalCode, storeNoInterestPayments } from '../../src/api/contract/catalog';
import type { BodyOf, QueryOf, ResponseOf } from '../../src/api/contract/endpoint';
import type { balance } from '../../src/api/contract/payments';
import type { ApiCall } from '../shared/call';
import { live } from '../shared/live';

/** The application a call is about. */
export interface ApplicationRef {
  readonly id: string;
}

/** A money or state call: the key of the operation it belongs to (machines/shared/keys.ts). */
export interface Keyed {
  readonly operationKey: string;
}

export const applicationActors = (call: ApiCall) => ({
  /** GET /applications/can-create. */
  'applications.canCreate': fromPromise<ResponseOf<typeof canCreate>, QueryOf<typeof canCreate>>(
    ({ input, signal }) => live(signal, () => call('applications.canCreate', { query: input, signal })),
  ),
  /** GET /applications/balance (the §6 cap when the profile has a limit). */
  'payments.balance': fromPromise<ResponseOf<typeof balance>, void>(({ signal }) =>
    live(signal, () => call('payments.balance', { signal })),
  ),
  /** GET /business/stores/:storeId/no-interest-payments (MSI badge per period). */
  'catalog.storeNoInterestPayments': fromPromise<
    ResponseOf<typeof storeNoInterestPayments>,
    { readonly storeId: string }
  >(({ input, signal }) =>
    live(signal, () =>
      call('catalog.storeNoInterestPayments', { params: { storeId: input.storeId }, signal }),
    ),
  ),
  /** GET /applications/estimated-monthly-payment. */
  'applications.estimatedMonthlyPayment': fromPromise<
    ResponseOf<typeof estimatedMonthlyPayment>,
    QueryOf<typeof estimatedMonthlyPayment>
  >(({ input, signal }) =>
    live(signal, () => call('applications.estimatedMonthlyPayment', { query: input, signal })),
  ),
  /** GET /postal-codes/:code. */
  'catalog.lookupPostalCode': fromPromise<ResponseOf<typeof lookupPostalCode>, { readonly code: string }>(
    ({ input, signal }) =>
      live(signal, () => call('catalog.lookupPostalCode', { params: { code: input.code }, signal })),
  ),
  /** POST /applications. */
  'applications.create': fromPromise<
    ResponseOf<typeof create>,
    Keyed & { readonly body: BodyOf<typeof create> }
  >(({ input, signal }) =>
    live(signal, () =>
      call('applications.create', { body: input.body, operationKey: input.operationKey, signal }),
    ),
  ),
  /** POST /applications/:id/submit. */
  'applications.submit': fromPromise<
    ResponseOf<typeof submit>,
    ApplicationRef & Keyed & { readonly body: BodyOf<typeof submit> }
  >(({ input, signal }) =>
    live(signal, () =>
      call('applications.submit', {
        params: { id: input.id },
        body: input.body,
        operationKey: input.operationKey,
        signal,
      }),
    ),
  ),
  /** POST /applications/:id/resend-compliance-code. */
  'applications.resendComplianceCode': fromPromise<ResponseOf<typeof resendComplianceCode>, ApplicationRef>(
    ({ input, signal }) =>
      live(signal, () => call('applications.resendComplianceCode', { params: { id: input.id }, signal })),
  ),
  /** POST /applications/:id/process with the NIP. */
  'applications.process': fromPromise<
    ResponseOf<typeof processApplication>,
    ApplicationRef & Keyed & { readonly body: BodyOf<typeof processApplication> }
  >(({ input, signal }) =>
    live(signal, () =>
      call('applications.process', {
        params: { id: input.id },
        body: input.body,
        operationKey: input.operationKey,
        signal,
      }),
    ),
  ),
  /** POST /applications/:id/accept-as-interest-payments. */
  'applications.acceptAsInterestPayments': fromPromise<
    ResponseOf<typeof acceptAsInterestPayments>,
    ApplicationRef & Keyed & { readonly storeId: string | null }
  >(({ input, signal }) =>
    live(signal, () =>
      call('applications.acceptAsInterestPayments', {
        params: { id: input.id },
        body: { storeId: input.storeId },
        operationKey: input.operationKey,
        signal,
      }),
    ),
  ),
  /** POST /applications/:id/reject-no-interest-as-interest-payments. */
  'applications.rejectNoInterestAsInterestPayments': fromPromise<
    ResponseOf<typeof rejectNoInterestAsInterestPayments>,
    ApplicationRef & Keyed
  >(({ input, signal }) =>
    live(signal, () =>
      call('applications.rejectNoInterestAsInterestPayments', {
        params: { id: input.id },
        operationKey: input.operationKey,
        signal,
      }),
    ),
  ),
});

export type ApplicationActors = ReturnType<typeof applicationActors>;

/**
 * A credit application flow with fake API calls (typed from the contract), for the machine-level unit tests:
 * every call's input is recorded, every emitted alert kept.
 */
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ApplicationEvent,
  type ApplicationInput,
  applicationMachine,
  type CreateBody,
  type ProcessResult,
  type ProfileFacts,
} from '../../../machines/application';
import type { AlertEmitted } from '../../../machines/shared/alerts';
import type {
  acceptAsInterestPayments,
  canCreate,
  estimatedMonthlyPayment,
  rejectNoInterestAsInterestPayments,
  resendComplianceCode,
  submit,
} from '../../../src/api/contract/applications';
import type { lookupPostalCode, storeNoInterestPayments } from '../../../src/api/contract/catalog';
import type { BodyOf, QueryOf, ResponseOf } from '../../../src/api/contract/endpoint';
import type { balance } from '../../../src/api/contract/payments';

/** 15 January 2026, 12:00 UTC. */
export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

export const NEW_PROFILE: ProfileFacts = {
  creditLimit: 0,
  hasAddress: false,
  hasEmployment: false,
  personalLoanNoInterestPaymentsEligible: false,
  contractSigned: false,
};
export const FULL_PROFILE: ProfileFacts = {
  creditLimit: 15000,
  hasAddress: true,
  hasEmployment: true,
  personalLoanNoInterestPaymentsEligible: true,
  contractSigned: true,
};

export const STORE_INPUT: ApplicationInput = {
  applicationType: 'STORE',
  storeId: 's-1',
  storeName: 'Muebles Ruiz',
  promoterId: 'p-7',
  utm: { medium: 'organic', source: 'clients-webapp' },
  profile: NEW_PROFILE,
  supportPhone: '(555) 123-4567',
  now: NOW,
};
export const PERSONAL_INPUT: ApplicationInput = {
  applicationType: 'PERSONAL_LOAN',
  profile: FULL_PROFILE,
  supportPhone: '(555) 123-4567',
  now: NOW,
};

export type Result = ProcessResult;
export const preapproved = (id = 'a-1'): Result => ({
  id,
  status: 'PREAPPROVED',
  processedAt: null,
  rejectionReason: null,
});

/** A processed application eligible for the interest offer (spec §4). */
export const eligible = (id = 'a-1'): Result => ({
  id,
  status: 'ELEGIBLE_FOR_INTEREST_PAYMENTS',
  processedAt: '2026-01-15T12:00:00.000Z',
  rejectionReason: null,
});

export interface Fakes {
  canCreate?: (q: QueryOf<typeof canCreate>) => Promise<ResponseOf<typeof canCreate>>;
  loadBalances?: () => Promise<ResponseOf<typeof balance>>;
  loadNoInterest?: (i: { storeId: string }) => Promise<ResponseOf<typeof storeNoInterestPayments>>;
  estimate?: (
    q: QueryOf<typeof estimatedMonthlyPayment>,
  ) => Promise<ResponseOf<typeof estimatedMonthlyPayment>>;
  lookupPostalCode?: (i: { code: string }) => Promise<ResponseOf<typeof lookupPostalCode>>;
  createApplication?: (b: CreateBody) => Promise<{ id: string }>;
  submitApplication?: (i: { id: string; body: BodyOf<typeof submit> }) => Promise<Result>;
  resendCode?: (i: { id: string }) => Promise<ResponseOf<typeof resendComplianceCode>>;
  processApplication?: (i: { id: string; complianceCode: string }) => Promise<Result>;
  acceptInterest?: (i: {
    id: string;
    storeId: string | null;
  }) => Promise<ResponseOf<typeof acceptAsInterestPayments>>;
  rejectInterest?: (i: { id: string }) => Promise<ResponseOf<typeof rejectNoInterestAsInterestPayments>>;
}

export const ROMA = {
  postalCode: '06700',
  neighborhood: 'Roma Norte',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  state: 'CDMX',
};

export const httpError = (status: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(String(status)), { status, ...extra });

export function start(input: ApplicationInput, fakes: Fakes = {}) {
  const calls: Record<string, unknown[]> = {};
  const rec = (name: string, value: unknown) => {
    calls[name] ??= [];
    calls[name].push(value);
  };
  const machine = applicationMachine.provide({
    actors: {
      canCreate: fromPromise<ResponseOf<typeof canCreate>, QueryOf<typeof canCreate>>(async ({ input }) => {
        rec('canCreate', input);
        return fakes.canCreate ? fakes.canCreate(input) : { canCreateApplication: true, reason: null };
      }),
      loadBalances: fromPromise<ResponseOf<typeof balance>, void>(async () => {
        rec('loadBalances', null);
        return fakes.loadBalances ? fakes.loadBalances() : { balances: [] };
      }),
      loadNoInterest: fromPromise<ResponseOf<typeof storeNoInterestPayments>, { storeId: string }>(
        async ({ input }) => {
          rec('loadNoInterest', input);
          return fakes.loadNoInterest ? fakes.loadNoInterest(input) : { noInterestPayments: [] };
        },
      ),
      estimate: fromPromise<
        ResponseOf<typeof estimatedMonthlyPayment>,
        QueryOf<typeof estimatedMonthlyPayment>
      >(async ({ input }) => {
        rec('estimate', input);
        return fakes.estimate ? fakes.estimate(input) : { estimatedMonthlyPayment: 1000 };
      }),
      lookupPostalCode: fromPromise<ResponseOf<typeof lookupPostalCode>, { code: string }>(
        async ({ input }) => {
          rec('lookupPostalCode', input);
          return fakes.lookupPostalCode ? fakes.lookupPostalCode(input) : { postalCodes: [ROMA] };
        },
      ),
      createApplication: fromPromise<{ id: string }, CreateBody>(async ({ input }) => {
        rec('createApplication', input);
        return fakes.createApplication ? fakes.createApplication(input) : { id: 'a-1' };
      }),
      submitApplication: fromPromise<Result, { id: string; body: BodyOf<typeof submit> }>(
        async ({ input }) => {
          rec('submitApplication', input);
          return fakes.submitApplication ? fakes.submitApplication(input) : preapproved(input.id);
        },
      ),
      resendCode: fromPromise<ResponseOf<typeof resendComplianceCode>, { id: string }>(async ({ input }) => {
        rec('resendCode', input);
        return fakes.resendCode ? fakes.resendCode(input) : { sent: true };
      }),
      processApplication: fromPromise<Result, { id: string; complianceCode: string }>(async ({ input }) => {
        rec('processApplication', input);
        return fakes.processApplication
          ? fakes.processApplication(input)
          : {
              id: input.id,
              status: 'APPROVED',
              processedAt: '2026-01-15T12:00:00.000Z',
              rejectionReason: null,
            };
      }),
      acceptInterest: fromPromise<
        ResponseOf<typeof acceptAsInterestPayments>,
        { id: string; storeId: string | null }
      >(async ({ input }) => {
        rec('acceptInterest', input);
        return fakes.acceptInterest
          ? fakes.acceptInterest(input)
          : {
              id: input.id,
              status: 'APPROVED',
              processedAt: '2026-01-15T12:00:00.000Z',
              rejectionReason: null,
            };
      }),
      rejectInterest: fromPromise<ResponseOf<typeof rejectNoInterestAsInterestPayments>, { id: string }>(
        async ({ input }) => {
          rec('rejectInterest', input);
          return fakes.rejectInterest
            ? fakes.rejectInterest(input)
            : {
                id: input.id,
                status: 'REJECTED',
                processedAt: '2026-01-15T12:00:00.000Z',
                rejectionReason: null,
              };
        },
      ),
    },
  });
  const alerts: AlertEmitted[] = [];
  const actor = createActor(machine, { input });
  actor.on('alert', (e) => alerts.push(e));
  actor.start();
  const send = (event: ApplicationEvent) => actor.send(event);
  const snap = () => actor.getSnapshot();
  const ctx = () => actor.getSnapshot().context;
  return { actor, alerts, calls, send, snap, ctx };
}

export type Flow = ReturnType<typeof start>;

/** Lets the fake calls settle (fake timers: promises still resolve on microtasks). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
  for (let i = 0; i < 30; i++) await Promise.resolve();
}

export function product(f: Flow, price: string, amount: string) {
  if (price !== '') f.send({ type: 'PRODUCT.CHANGE', field: 'price', value: price });
  f.send({ type: 'PRODUCT.CHANGE', field: 'amount', value: amount });
}

export const ADDRESS: ReadonlyArray<readonly [Parameters<typeof addressEvent>[0], string]> = [
  ['streetName', 'Av. Álvaro Obregón'],
  ['exteriorNumber', '121'],
  ['postalCode', '06700'],
  ['addressType', 'OWNED'],
  ['movedInMonth', '03'],
  ['movedInYear', '2020'],
  ['maritalStatus', 'SINGLE'],
];
function addressEvent(
  field: Extract<ApplicationEvent, { type: 'ADDRESS.CHANGE' }>['field'],
  value: string,
): ApplicationEvent {
  return { type: 'ADDRESS.CHANGE', field, value };
}

export async function fillAddress(f: Flow) {
  for (const [field, value] of ADDRESS) {
    f.send(addressEvent(field, value));
    await settle();
  }
}

export function fillEmployment(f: Flow) {
  f.send({ type: 'EMPLOYMENT.CHANGE', field: 'status', value: 'UNEMPLOYED' });
  f.send({ type: 'EMPLOYMENT.CHANGE', field: 'economicDependents', value: '0' });
}

export function fillReferences(f: Flow) {
  f.send({ type: 'REFERENCE.CHANGE', index: 0, field: 'fullName', value: 'Lucía' });
  f.send({ type: 'REFERENCE.CHANGE', index: 0, field: 'phoneNumber', value: '5511122233' });
  f.send({ type: 'REFERENCE.CHANGE', index: 1, field: 'fullName', value: 'Jorge' });
  f.send({ type: 'REFERENCE.CHANGE', index: 1, field: 'phoneNumber', value: '5544455566' });
}

export function fillConsent(f: Flow, nip = '123456') {
  f.send({ type: 'CONSENT.CHANGE', field: 'creditCheck', value: true });
  f.send({ type: 'CONSENT.CHANGE', field: 'ownBehalf', value: true });
  f.send({ type: 'CONSENT.CHANGE', field: 'nip', value: nip });
}

/** A store application of a new profile, through the forms, at the address step. */
export async function atAddress(fakes: Fakes = {}, input: ApplicationInput = STORE_INPUT) {
  const f = start(input, fakes);
  await settle();
  product(f, '12000', '10000');
  f.send({ type: 'PRODUCT.SUBMIT' });
  await settle();
  return f;
}

/** …through address and employment, at the references step. */
export async function atReferences(fakes: Fakes = {}) {
  const f = await atAddress(fakes);
  await fillAddress(f);
  f.send({ type: 'ADDRESS.SUBMIT' });
  fillEmployment(f);
  f.send({ type: 'EMPLOYMENT.SUBMIT' });
  return f;
}

/** A personal loan of a profile with its data, submitted: at permisos. */
export async function atConsent(fakes: Fakes = {}, input: ApplicationInput = PERSONAL_INPUT) {
  const f = start(input, fakes);
  await settle();
  product(f, '', '10000');
  f.send({ type: 'PRODUCT.SUBMIT' });
  await settle();
  return f;
}

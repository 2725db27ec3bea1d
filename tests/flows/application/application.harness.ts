/**
 * A credit application flow with fake API calls (typed from the contract), for the machine-level unit tests:
 * every call's input is recorded, every emitted alert kept.
 */
import { vi } from 'vitest';
import { createActor, fromPromise, type InputFrom, type OutputFrom } from 'xstate';
import {
  type AddressValues,
  type ApplicationActors,
  type ApplicationEvent,
  type ApplicationInput,
  applicationMachine,
  type EmploymentValues,
  type PostalLookup,
  type ProcessResult,
  type ProfileFacts,
} from '../../../machines/application';
import type { AlertEmitted } from '../../../machines/shared/alerts';

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

/** A personal loan of a customer with no profile data yet (every form step to fill). */
export const NEW_PERSONAL_LOAN: ApplicationInput = { ...PERSONAL_INPUT, profile: NEW_PROFILE };
/** The network dropped the answer: no HTTP status (the API client's NetworkError). */
export const lostAnswer = () => Object.assign(new Error('fetch failed'), { name: 'NetworkError' });

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

/**
 * Fake answers of the flow's calls, by endpoint key (machines/application/actors.ts): each takes the actor's
 * input and answers (or throws) as the API would.
 */
export type Fakes = {
  readonly [K in keyof ApplicationActors]?: (
    input: InputFrom<ApplicationActors[K]>,
  ) => Promise<OutputFrom<ApplicationActors[K]>>;
};

/** What each call answers when a test gives no fake. */
const DEFAULTS: { readonly [K in keyof ApplicationActors]-?: NonNullable<Fakes[K]> } = {
  'applications.canCreate': async () => ({ canCreateApplication: true, reason: null }),
  'payments.balance': async () => ({ balances: [] }),
  'catalog.storeNoInterestPayments': async () => ({ noInterestPayments: [] }),
  'applications.estimatedMonthlyPayment': async () => ({ estimatedMonthlyPayment: 1000 }),
  'catalog.lookupPostalCode': async () => ({ postalCodes: [ROMA] }),
  'applications.create': async () => ({ id: 'a-1' }) as never,
  'applications.submit': async (input) => preapproved(input.id),
  'applications.resendComplianceCode': async () => ({ sent: true }),
  'applications.process': async (input) => ({
    id: input.id,
    status: 'APPROVED',
    processedAt: '2026-01-15T12:00:00.000Z',
    rejectionReason: null,
  }),
  'applications.acceptAsInterestPayments': async (input) => ({
    id: input.id,
    status: 'APPROVED',
    processedAt: '2026-01-15T12:00:00.000Z',
    rejectionReason: null,
  }),
  'applications.rejectNoInterestAsInterestPayments': async (input) => ({
    id: input.id,
    status: 'REJECTED',
    processedAt: '2026-01-15T12:00:00.000Z',
    rejectionReason: null,
  }),
};

export const ROMA = {
  postalCode: '06700',
  neighborhood: 'Roma Norte',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  state: 'CDMX',
};

export const httpError = (status: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(String(status)), { status, ...extra });

/** A fake call that fails with this HTTP status (and these fields). */
export const fails =
  (status: number, extra: Record<string, unknown> = {}) =>
  async (): Promise<never> => {
    throw httpError(status, extra);
  };

/**
 * What a call sends, as the tests compare it: a money or state call's input without its operation key (kept apart in
 * `keys`, application.keys.test.ts), the create as its body.
 */
function sent(key: string, input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !('operationKey' in input)) return input ?? null;
  const { operationKey: _, ...rest } = input as { operationKey: string; body?: unknown };
  return key === 'applications.create' ? rest.body : rest;
}

/** The flow started with `input` (or restored from a `snapshot` persisted by an earlier one, as after a reload). */
export function start(input: ApplicationInput, fakes: Fakes = {}, snapshot?: unknown) {
  const calls: Record<string, unknown[]> = {};
  const keys: Record<string, string[]> = {};
  const answer = <K extends keyof ApplicationActors>(key: K) =>
    fromPromise<OutputFrom<ApplicationActors[K]>, InputFrom<ApplicationActors[K]>>(async ({ input }) => {
      calls[key] ??= [];
      calls[key].push(sent(key, input));
      if (typeof input === 'object' && input !== null && 'operationKey' in input) {
        keys[key] ??= [];
        keys[key].push(String(input.operationKey));
      }
      const fake = (fakes[key] ?? DEFAULTS[key]) as (
        i: typeof input,
      ) => Promise<OutputFrom<ApplicationActors[K]>>;
      return fake(input);
    });
  const actors = Object.fromEntries(
    (Object.keys(DEFAULTS) as Array<keyof ApplicationActors>).map((key) => [key, answer(key)]),
  );
  const machine = applicationMachine.provide({ actors: actors as Partial<ApplicationActors> });
  const alerts: AlertEmitted[] = [];
  const actor = createActor(machine, { input, snapshot: snapshot as never });
  actor.on('alert', (e) => alerts.push(e));
  actor.start();
  const send = (event: ApplicationEvent) => actor.send(event);
  /** Sends these events, then lets the calls answer. */
  const sendAndSettle = async (...events: ApplicationEvent[]) => {
    for (const event of events) actor.send(event);
    await settle();
  };
  const snap = () => actor.getSnapshot();
  const ctx = () => actor.getSnapshot().context;
  return { actor, alerts, calls, keys, send, sendAndSettle, snap, ctx };
}

export type Flow = ReturnType<typeof start>;

/** `start`, with the first calls answered. */
export async function started(input: ApplicationInput, fakes: Fakes = {}) {
  const f = start(input, fakes);
  await settle();
  return f;
}

/** A store application the server says cannot be created (can-create's reason and text), answered. */
export const cannotCreate = (answer: { reason?: string; message?: string } = {}) =>
  started(STORE_INPUT, {
    'applications.canCreate': async () => ({ canCreateApplication: false, ...answer }),
  });

/** Lets the 500 ms estimate debounce run out and the call answer. */
export async function afterDebounce(): Promise<void> {
  await vi.advanceTimersByTimeAsync(500);
  await settle();
}

/** Lets the fake calls settle (fake timers: promises still resolve on microtasks). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
  for (let i = 0; i < 30; i++) await Promise.resolve();
}

export function product(f: Flow, price: string, amount: string) {
  if (price !== '') f.send({ type: 'PRODUCT.CHANGE', field: 'productPrice', value: price });
  f.send({ type: 'PRODUCT.CHANGE', field: 'creditAmount', value: amount });
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

/** A new personal loan with the address and employment submitted and the references filled (not yet submitted). */
export async function atFilledReferences(fakes: Fakes) {
  const f = await atAddress(fakes, NEW_PERSONAL_LOAN);
  await fillAddress(f);
  f.send({ type: 'ADDRESS.SUBMIT' });
  fillEmployment(f);
  f.send({ type: 'EMPLOYMENT.SUBMIT' });
  fillReferences(f);
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

/** A postal-code answer, an address and a job as the forms hold them (typed, with the spaces people type). */
export const LOOKUP: PostalLookup = {
  postalCode: '06700',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  state: 'CDMX',
  neighborhoods: ['Roma Norte', 'Roma Sur'],
};
export const ADDRESS_VALUES: AddressValues = {
  streetName: ' Av. Álvaro Obregón ',
  exteriorNumber: ' 121 ',
  interiorNumber: ' 3B ',
  postalCode: '06700',
  neighborhood: 'Roma Sur',
  addressType: 'RENTED',
  monthlyRent: '8,500.50',
  movedInMonth: '3',
  movedInYear: '2020',
  maritalStatus: 'SINGLE',
};
export const WORKING: EmploymentValues = {
  status: 'EMPLOYED',
  companyName: ' Comercializadora del Valle ',
  position: ' Vendedora ',
  monthlySalary: '18,000.50',
  startMonth: '2',
  startYear: '2021',
  economicDependents: '2',
};

import { expect } from 'vitest';
import {
  type AddressField,
  type ApplicationEvent,
  type ApplicationInput,
  applicationMachine,
  type EmploymentField,
} from '../../../machines/application/index.ts';
import { utmOf } from '../../../src/app/pages/entryStarts.ts';
import { refusal, SERVER_SAYS } from '../../fixtures/refusals';
import { httpError, NOW } from '../../fixtures/samples.ts';
import { defineModel, type ModelDefinition, type SampleEvent } from '../../model/harness/types.ts';
import { checkRules } from './application.bounds.ts';
import {
  checkApplication,
  checkPastDates,
  checkPostalCode,
  describeSample,
  project,
  specScreen,
} from './application.checks.ts';
import { FULL_PROFILE, NEW_PROFILE } from './application.harness.ts';
import { APPLICATION_SPEC as SPEC } from './application.oracle.ts';
import { applicationUi } from './application.screens.ts';
import { ABANDONED } from './application.texts.ts';

type Snapshot = ReturnType<typeof applicationMachine.getInitialSnapshot>;
type Sample = SampleEvent<typeof applicationMachine>;

/**
 * Seconds of the NIP resend wait of the store input (enough to tick, reach 0 and resend); the personal-loan input
 * keeps the spec's 60 s, which the oracle checks (one state of the graph: see `project`).
 */
export const MODEL_RESEND_SECONDS = 2;
export const APPLICATION_ID = 'a-1';
export const STORE_ID = 's-1';
export const PROCESSED_AT = '2026-01-15T12:00:00.000Z';

/** Errors as the API client throws them: status, code and the server's body. */
export const apiError = (status: number, code?: string, message?: string) => ({
  ...httpError(status),
  ...(code ? { code, body: { httpCode: status, code, message: message ?? code } } : {}),
});

/** An invoked call's answer (`done`) and its failure (`failed`), as the graph samples them. */
export const done = (call: string, output: unknown): Sample => ({
  type: `xstate.done.actor.${call}`,
  actorId: call,
  output,
});
export const failed = (call: string, error: unknown): Sample => ({
  type: `xstate.error.actor.${call}`,
  actorId: call,
  error,
});
/** The server closed the application (docs/lending-api.md "An application the client cannot see"). */
const closedBy = (call: string): Sample => failed(call, apiError(422, 'APPLICATION_ABANDONED', ABANDONED));

export const INPUTS: Record<'store' | 'personal' | 'noStore' | 'promoterResult', ApplicationInput> = {
  store: {
    applicationType: 'STORE',
    storeId: STORE_ID,
    storeName: 'Muebles Ruiz',
    promoterId: 'p-7',
    utm: { medium: 'organic', source: 'clients-webapp' },
    profile: NEW_PROFILE,
    supportPhone: '(555) 555-5555',
    now: NOW,
    resendWaitSeconds: MODEL_RESEND_SECONDS,
  },
  personal: {
    applicationType: 'PERSONAL_LOAN',
    utm: utmOf(new URLSearchParams(SPEC.landing.query)), // the /prestamo-personal landing's own reading
    profile: FULL_PROFILE,
    supportPhone: '(555) 555-5555',
    now: NOW,
  },
  noStore: { applicationType: 'STORE', storeId: null, profile: NEW_PROFILE, now: NOW },
  promoterResult: {
    applicationType: 'STORE',
    storeId: STORE_ID,
    profile: NEW_PROFILE,
    promoterMode: true,
    now: NOW,
    result: {
      id: APPLICATION_ID,
      status: 'REJECTED',
      processedAt: PROCESSED_AT,
      rejectionReason: 'FICO_SCORE_TOO_LOW ',
    },
  },
};

export const ADDRESS_ENTRY: ReadonlyArray<readonly [AddressField, string]> = [
  ['streetName', 'Av. Álvaro Obregón'],
  ['exteriorNumber', '121'],
  ['postalCode', '06700'],
  ['neighborhood', 'Roma Norte'],
  ['addressType', 'RENTED'],
  ['monthlyRent', '8500'],
  ['movedInMonth', '03'],
  ['movedInYear', '2020'],
  ['maritalStatus', 'SINGLE'],
];
export const EMPLOYMENT_ENTRY: ReadonlyArray<readonly [EmploymentField, string]> = [
  ['status', 'EMPLOYED'],
  ['companyName', 'Comercializadora del Valle'],
  ['position', 'Vendedora'],
  ['monthlySalary', '18000'],
  ['startMonth', '02'],
  ['startYear', '2021'],
  ['economicDependents', '2'],
];
export const REFERENCE_ENTRY = [
  [0, 'fullName', 'Lucía Hernández'],
  [0, 'phoneNumber', '5511122233'],
  [1, 'fullName', 'Jorge Campos'],
  [1, 'phoneNumber', '5544455566'],
] as const;
export const NIP = '123456';

const process = (status: string, extra: Record<string, unknown> = {}) => ({
  id: APPLICATION_ID,
  status,
  processedAt: PROCESSED_AT,
  rejectionReason: null,
  ...extra,
});

export const inState = (s: Snapshot, value: string) => s.matches(value as never);
const route = (r: string): Sample => ({ type: 'ROUTE.CHANGED', route: r });

function productSamples(s: Snapshot): Sample[] {
  const { product, applicationType } = s.context;
  const early = s.context.furthest === 0 && !s.context.submitted;
  const change: Sample =
    early && applicationType === 'STORE' && product.productPrice === ''
      ? { type: 'PRODUCT.CHANGE', field: 'productPrice', value: '12000' }
      : {
          type: 'PRODUCT.CHANGE',
          field: 'creditAmount',
          value: early && product.creditAmount === '' ? '10000' : product.creditAmount,
        };
  const samples: Sample[] = [
    change,
    {
      type: 'TERM.SELECT',
      requestedPeriod:
        early && product.creditAmount !== '' && product.requestedPeriod === 3 ? 6 : product.requestedPeriod,
    },
  ];
  if (s.context.furthest >= 1) samples.push(route('/aplicacion-credito/info-domicilio'));
  return samples;
}

function addressSamples(s: Snapshot): Sample[] {
  const a = s.context.address;
  const next = ADDRESS_ENTRY.find(([field]) => a[field] === '');
  const samples: Sample[] = [];
  if (a.postalCode !== '' && s.context.lookup === null) {
    // Another code after a rejected one (the UI cannot type the same code again).
    samples.push({
      type: 'ADDRESS.CHANGE',
      field: 'postalCode',
      value: a.postalCode === '06700' ? '06600' : '06700',
    });
  } else if (next) {
    samples.push({ type: 'ADDRESS.CHANGE', field: next[0], value: next[1] });
  } else {
    samples.push({ type: 'ADDRESS.CHANGE', field: 'interiorNumber', value: a.interiorNumber });
  }
  if (a.streetName === '') samples.push(route('/aplicacion-credito'));
  if (next === undefined) samples.push(route('/aplicacion-credito/info-empleo'));
  return samples;
}

function employmentSamples(s: Snapshot): Sample[] {
  const e = s.context.employment;
  const next = EMPLOYMENT_ENTRY.find(([field]) => e[field] === '');
  const samples: Sample[] = [
    next
      ? { type: 'EMPLOYMENT.CHANGE', field: next[0], value: next[1] }
      : { type: 'EMPLOYMENT.CHANGE', field: 'position', value: e.position },
  ];
  if (e.status === '') samples.push(route('/aplicacion-credito/info-domicilio'));
  if (next === undefined) samples.push(route('/aplicacion-credito/referencias'));
  return samples;
}

function referenceSamples(s: Snapshot): Sample[] {
  const refs = s.context.references;
  const next = REFERENCE_ENTRY.find(([i, field]) => refs[i]?.[field] === '');
  const samples: Sample[] = [
    next
      ? { type: 'REFERENCE.CHANGE', index: next[0], field: next[1], value: next[2] }
      : { type: 'REFERENCE.CHANGE', index: 0, field: 'fullName', value: refs[0]?.fullName ?? '' },
  ];
  if (refs[0]?.fullName === '') samples.push(route('/aplicacion-credito/info-empleo'));
  return samples;
}

function consentSamples(s: Snapshot): Sample[] {
  const c = s.context.consent;
  const ready = s.matches({ consent: { resend: 'ready' } });
  const change: Sample =
    !ready || (c.creditCheck && c.ownBehalf && c.nip !== '')
      ? { type: 'CONSENT.CHANGE', field: 'creditCheck', value: c.creditCheck }
      : !c.creditCheck
        ? { type: 'CONSENT.CHANGE', field: 'creditCheck', value: true }
        : !c.ownBehalf
          ? { type: 'CONSENT.CHANGE', field: 'ownBehalf', value: true }
          : { type: 'CONSENT.CHANGE', field: 'nip', value: NIP };
  const samples: Sample[] = [change];
  if (!c.creditCheck) samples.push(route('/aplicacion-credito'));
  return samples;
}

export const applicationDefinition: ModelDefinition<typeof applicationMachine> = {
  name: 'application',
  description:
    'Solicitud de crédito: validación de solicitudes, producto con pago estimado, domicilio con código postal, ' +
    'empleo, referencias, envío, permisos con NIP y reenvío a los 60 s, oferta con intereses y resultado.',
  machine: applicationMachine,
  inputs: [
    { name: 'compra en tienda, perfil nuevo', input: INPUTS.store },
    { name: 'préstamo personal, perfil con domicilio, empleo y límite', input: INPUTS.personal },
    { name: 'solicitud de tienda sin tienda', input: INPUTS.noStore },
    { name: 'resultado guardado en modo promotor', input: INPUTS.promoterResult },
  ],
  events: (s) => {
    const samples: Sample[] = [];
    if (inState(s, 'preparing.checking')) {
      samples.push(
        done('applications.canCreate', { canCreateApplication: true, reason: null }),
        done('applications.canCreate', {
          canCreateApplication: false,
          reason: 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED',
        }),
        failed('applications.canCreate', apiError(503)),
      );
    }
    if (inState(s, 'preparing.balances')) {
      samples.push(
        done('payments.balance', {
          balances: [
            {
              applicationId: 'a-0',
              creditBalance: {
                currentMonthsBalance: {
                  overdueBalance: 0,
                  currentBalance: 2000,
                  VAT: 0,
                  economicCapital: 2000,
                  interests: 0,
                  totalBalance: 2000,
                  paymentsTotal: 1000,
                  ministrations: 3000,
                },
                nextMonthsBalance: { overdueBalance: 0 },
              },
            },
          ],
        }),
        failed('payments.balance', apiError(500)),
      );
    }
    if (inState(s, 'preparing.noInterest')) {
      samples.push(
        done('catalog.storeNoInterestPayments', {
          noInterestPayments: [
            { productPeriod: 6, active: true },
            { productPeriod: 12, active: false },
          ],
        }),
        failed('catalog.storeNoInterestPayments', apiError(404)),
      );
    }
    if (inState(s, 'product')) samples.push(...productSamples(s));
    if (inState(s, 'product.estimating')) {
      samples.push(
        done('applications.estimatedMonthlyPayment', { estimatedMonthlyPayment: 1843.21 }),
        failed('applications.estimatedMonthlyPayment', apiError(422)),
      );
    }
    if (inState(s, 'address')) samples.push(...addressSamples(s));
    if (inState(s, 'address.lookingUp')) {
      samples.push(
        // A digit taken back while the code is looked up (its answer no longer applies).
        { type: 'ADDRESS.CHANGE', field: 'postalCode', value: s.context.address.postalCode.slice(0, 4) },
        done('catalog.lookupPostalCode', {
          postalCodes: ['Roma Norte', 'Roma Sur'].map((neighborhood) => ({
            postalCode: '06700',
            neighborhood,
            municipality: 'Cuauhtémoc',
            city: 'Ciudad de México',
            state: 'Ciudad de México',
          })),
        }),
        // A code the catalogue does not have (404), and a lookup that failed (the server, the network).
        failed('catalog.lookupPostalCode', apiError(404)),
        failed('catalog.lookupPostalCode', apiError(503)),
      );
    }
    if (inState(s, 'employment')) samples.push(...employmentSamples(s));
    if (inState(s, 'references')) samples.push(...referenceSamples(s));
    if (inState(s, 'submission.creating')) {
      samples.push(
        done('applications.create', { id: APPLICATION_ID }),
        failed('applications.create', apiError(422, 'REJECTED_APPLICATIONS_LIMIT_EXCEEDED')),
        failed('applications.create', apiError(429, 'EXCEEDED_APPLICATIONS_PER_MINUTE')),
        failed(
          'applications.create',
          apiError(422, 'LIMIT_EXCEEDED', 'Tu límite disponible es de $13,000.00'),
        ),
        failed('applications.create', apiError(500)),
      );
    }
    if (inState(s, 'submission.submitting')) {
      samples.push(
        done('applications.submit', process('PREAPPROVED', { processedAt: null })),
        done(
          'applications.submit',
          process('REJECTED', { processedAt: null, rejectionReason: 'INTERNAL_PAST_DUE_BALANCE' }),
        ),
        done('applications.submit', process('APPROVED')),
        done('applications.submit', process('ELEGIBLE_FOR_INTEREST_PAYMENTS')),
        failed('applications.submit', apiError(500)),
        closedBy('applications.submit'),
      );
    }
    if (inState(s, 'submission.resending')) {
      samples.push(
        done('applications.resendComplianceCode', { sent: true, retryAfterSeconds: 60 }),
        failed('applications.resendComplianceCode', apiError(429)),
        failed(
          'applications.resendComplianceCode',
          refusal(429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 90 * 60),
        ),
        closedBy('applications.resendComplianceCode'),
      );
    }
    if (inState(s, 'consent')) samples.push(...consentSamples(s));
    if (inState(s, 'consent.form.processing')) {
      samples.push(
        done('applications.process', process('PREAPPROVED')),
        done('applications.process', process('ELEGIBLE_FOR_INTEREST_PAYMENTS')),
        done(
          'applications.process',
          process('REJECTED', { rejectionReason: 'OVERDUE_ACCOUNTS', overdueAccounts: 3 }),
        ),
        failed('applications.process', apiError(409, 'WRONG_NIP')),
        failed('applications.process', apiError(500)),
        failed('applications.process', apiError(409, 'NIP_EXPIRED', SERVER_SAYS)),
        failed('applications.process', refusal(429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 5 * 3600)),
        closedBy('applications.process'),
      );
    }
    if (inState(s, 'consent.resend.resending')) {
      samples.push(
        closedBy('applications.resendComplianceCode'),
        done('applications.resendComplianceCode', { sent: true, retryAfterSeconds: 60 }),
        failed('applications.resendComplianceCode', apiError(429)),
        failed('applications.resendComplianceCode', refusal(429, 'CODE_ATTEMPTS_EXHAUSTED', SERVER_SAYS)),
      );
    }
    if (inState(s, 'consent.resend.waiting')) {
      // The resend countdown (machines/shared/countdown.ts, its own test runs it on a clock): it tells each second
      // left, and ends once none is left.
      if (s.context.countdown > 0) {
        samples.push({ type: 'COUNTDOWN.TICK', secondsLeft: s.context.countdown - 1 });
      } else {
        samples.push(done('countdown', undefined), failed('countdown', new Error('countdown')));
      }
    }
    if (inState(s, 'interestOffer.accepting')) {
      samples.push(
        done('applications.acceptAsInterestPayments', process('APPROVED')),
        failed('applications.acceptAsInterestPayments', apiError(422)),
      );
    }
    if (inState(s, 'interestOffer.declining')) {
      samples.push(
        done(
          'applications.rejectNoInterestAsInterestPayments',
          process('REJECTED', { rejectionReason: 'CLIENT_DECLINED_INTEREST_PAYMENTS' }),
        ),
        failed('applications.rejectNoInterestAsInterestPayments', apiError(500)),
      );
    }
    return samples;
  },
  serializeContext: project,
  describeEvent: (event) => describeSample(event as ApplicationEvent | Sample),
  machineLevel: {
    states: {
      product: (s) => {
        expect(s.context.redirectTo).toBe('/');
        // The model's loan balance (a class walk's typed `inUse` is checked by the oracle's limit instead).
        const loans = s.context.balances.filter((b) => !('type' in b));
        if (s.context.applicationType === 'PERSONAL_LOAN' && loans.length > 0)
          expect(loans).toEqual([{ overdueBalance: 0, currentBalance: 2000 }]);
      },
      'product.editing': (s) => {
        if (s.context.estimate !== null) expect(s.context.estimate).toBe(184321);
      },
      'address.editing': (s) => {
        if (s.context.lookup) {
          expect(s.context.lookup.municipality).toBe('Cuauhtémoc');
          expect(s.context.lookup.neighborhoods).toEqual(['Roma Norte', 'Roma Sur']);
        }
      },
      consent: (s) => {
        expect(s.context.submitted).toBe(true);
        expect(s.context.applicationId).toBe(APPLICATION_ID);
      },
      'consent.resend.ready': (s) => expect(s.context.countdown).toBe(0),
      interestOffer: (s) => expect(s.context.result?.status).toBe('ELEGIBLE_FOR_INTEREST_PAYMENTS'),
      result: (s) => expect(s.context.result?.id).toBe(APPLICATION_ID),
      // Which reason and which destination: decided by the answer and the input, in the oracle (checkApplication).
      limitExceeded: (s) => expect(s.context.cannotCreateReason).not.toBeNull(),
    },
  },
  oracle: {
    screen: (s) => specScreen(s),
    routes: SPEC.routes,
    delay: (_type, before) =>
      inState(before, 'product.debouncing') ? SPEC.timings.estimateDebounceMs : undefined,
    waits: (s) => {
      if (inState(s, 'product.debouncing')) {
        // §5: the estimate is fetched 500 ms after the amount stops changing.
        return {
          ms: SPEC.timings.estimateDebounceMs,
          afterwards: (after) => expect(inState(after, 'product.estimating')).toBe(true),
        };
      }
      return null;
    },
    check: ({ snapshot: s, before, event, ui, emitted }) => {
      checkApplication(s, before, event, ui !== null, emitted);
      checkPostalCode(s, before, event);
      checkPastDates(s, before, event);
      checkRules(s, before, event, ui !== null);
    },
  },
  ui: applicationUi,
};

export const applicationModel = defineModel(applicationDefinition);

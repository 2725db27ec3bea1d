import { expect } from 'vitest';
import { type SigningEvent, signingMachine } from '../../machines/signing/index.ts';
import { httpError } from './fixtures/samples.ts';
import {
  APP_ID,
  application,
  DATE_1,
  PRODUCTS,
  personalLoan,
  profileWith,
  SIGNING_ROUTES,
  VALID_CLABE,
} from './fixtures/signing.ts';
import { defineModel, type ModelDefinition, type SampleEvent } from './harness/types.ts';
import { signingUi } from './signing.screens.ts';

type Snapshot = ReturnType<typeof signingMachine.getInitialSnapshot>;
type Sample = SampleEvent<typeof signingMachine>;

/** Seconds of the resend wait in the model (the app uses 60): enough to tick, reach 0 and resend. */
export const MODEL_RESEND_SECONDS = 2;
export const SAMPLE_PIN = '123456';
export const SUPPORT_PHONE = '(55) 1234-5678';

const inState = (s: Snapshot, value: string) => s.matches(value as never);
const apiError = (status: number, code?: string) => ({ ...httpError(status), ...(code ? { code } : {}) });

const pending = profileWith();
const signed = profileWith({ contractSignatureStatus: 'SIGNED' });
const invalid = profileWith({ contractSignatureStatus: 'INVALID_SIGNATURE' });
const validating = profileWith({ contractSignatureStatus: 'VALIDATING' });
const noClabe = profileWith({ interbankCode: null });

const loaded = (items: ReturnType<typeof application>[], profile = pending): Sample => ({
  type: 'xstate.done.actor.loadApplications',
  actorId: 'loadApplications',
  output: { items, profile },
});

/** What the list answers, per requested route (each input reaches its own entry). */
function loadingSamples(s: Snapshot): Sample[] {
  switch (s.context.requestedRoute) {
    case SIGNING_ROUTES.acceptTerms:
      return [loaded([application()], signed)];
    case SIGNING_ROUTES.contract:
      return [loaded([application()], invalid)];
    case SIGNING_ROUTES.paymentTable:
    case SIGNING_ROUTES.clabe:
    case SIGNING_ROUTES.success:
      return [
        loaded(
          [application({ status: 'SIGNED', firstPaymentDate: DATE_1, monthlyPayment: '1240.00' })],
          signed,
        ),
      ];
    default:
      return [
        // Personal loan, no CLABE, options not in the list: CLABE first, then the options are loaded.
        loaded([personalLoan()], noClabe),
        // Store purchase with its options: straight to the term selection.
        loaded([application()]),
        // Not in the list, or signed already: home.
        loaded([]),
        loaded([application({ status: 'SIGNED' })], signed),
        // A signature in validation (a reload during it): polling again.
        loaded([application({ status: 'VALIDATING_SIGNATURE' })], validating),
        { type: 'xstate.error.actor.loadApplications', actorId: 'loadApplications', error: apiError(503) },
      ];
  }
}

function clabeSamples(s: Snapshot): Sample[] {
  const c = s.context;
  if (c.clabe === '')
    return [{ type: 'CLABE.CHANGE', field: 'clabe', value: VALID_CLABE }, { type: 'CLABE.SUBMIT' }];
  if (c.confirmation === '')
    return [{ type: 'CLABE.CHANGE', field: 'confirmation', value: VALID_CLABE }, { type: 'CLABE.SUBMIT' }];
  return [
    { type: 'CLABE.SUBMIT' },
    // The registered CLABE comes prefilled: the confirmation cleared shows the errors.
    { type: 'CLABE.CHANGE', field: 'confirmation', value: '' },
    {
      type: 'xstate.done.actor.registerClabe',
      actorId: 'registerClabe',
      output: { interbankCode: VALID_CLABE, isInterbankCodeVerified: false },
    },
    { type: 'xstate.error.actor.registerClabe', actorId: 'registerClabe', error: apiError(422) },
  ];
}

function termsSamples(s: Snapshot): Sample[] {
  const samples: Sample[] = [];
  const ready = s.matches({ acceptTerms: { sms: 'ready' } });
  if (ready) {
    samples.push(s.context.pin === '' ? { type: 'PIN.CHANGE', value: SAMPLE_PIN } : { type: 'PIN.SUBMIT' }, {
      type: 'PIN.RESEND',
    });
    if (s.context.pin === '' && s.context.pinError === null) samples.push({ type: 'PIN.SUBMIT' });
    if (s.context.pin === '') samples.push({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.chooseTerm });
  }
  samples.push(
    {
      type: 'xstate.done.actor.sendCode',
      actorId: 'sendCode',
      output: { smsSent: true, retryAfterSeconds: MODEL_RESEND_SECONDS },
    },
    {
      type: 'xstate.done.actor.sendCode',
      actorId: 'sendCode',
      output: { smsSent: false, retryAfterSeconds: 0 },
    },
    { type: 'xstate.error.actor.sendCode', actorId: 'sendCode', error: apiError(503) },
    {
      type: 'xstate.done.actor.resendCode',
      actorId: 'resendCode',
      output: { smsSent: true, retryAfterSeconds: MODEL_RESEND_SECONDS },
    },
    { type: 'xstate.error.actor.resendCode', actorId: 'resendCode', error: apiError(429, 'RESEND_WAIT') },
    { type: 'xstate.error.actor.resendCode', actorId: 'resendCode', error: apiError(503) },
    {
      type: 'xstate.done.actor.sign',
      actorId: 'sign',
      output: {
        id: APP_ID,
        status: 'SIGNED',
        contractSignedAt: '2026-01-15T12:00:00.000Z',
        firstPaymentDate: DATE_1,
      },
    },
    { type: 'xstate.error.actor.sign', actorId: 'sign', error: apiError(409, 'WRONG_SIGNATURE_CODE') },
    { type: 'xstate.error.actor.sign', actorId: 'sign', error: apiError(500) },
  );
  return samples;
}

const polled = (profile: typeof pending): Sample => ({
  type: 'xstate.done.actor.fetchProfile',
  actorId: 'fetchProfile',
  output: profile,
});

export const signingDefinition: ModelDefinition<typeof signingMachine> = {
  name: 'signing',
  description:
    'Firma: carga de la solicitud, CLABE primero si hace falta, plazo, contrato con la firma electrónica y la ' +
    'consulta del perfil cada 3 s, términos con NIP por SMS (reenvío), tabla de pagos, CLABE y firma exitosa; ' +
    'recarga de cada pantalla.',
  machine: signingMachine,
  inputs: [
    {
      name: 'desde el inicio',
      input: {
        applicationId: APP_ID,
        route: SIGNING_ROUTES.chooseTerm,
        supportPhone: SUPPORT_PHONE,
        resendWaitSeconds: MODEL_RESEND_SECONDS,
      },
    },
    {
      name: 'recarga en términos',
      input: { applicationId: APP_ID, route: SIGNING_ROUTES.acceptTerms, selectedDate: DATE_1 },
    },
    {
      name: 'recarga en contrato con firma inválida',
      input: { applicationId: APP_ID, route: SIGNING_ROUTES.contract, selectedDate: DATE_1 },
    },
    {
      name: 'recarga en tabla de pagos',
      input: { applicationId: APP_ID, route: SIGNING_ROUTES.paymentTable },
    },
    { name: 'recarga en CLABE', input: { applicationId: APP_ID, route: SIGNING_ROUTES.clabe } },
    { name: 'recarga en firma exitosa', input: { applicationId: APP_ID, route: SIGNING_ROUTES.success } },
  ],
  events: (s) => {
    if (inState(s, 'loading')) return loadingSamples(s);
    const samples: Sample[] = [];
    if (inState(s, 'loadFailed')) samples.push({ type: 'RETRY' });
    if (inState(s, 'loadingProducts')) {
      samples.push(
        {
          type: 'xstate.done.actor.loadProducts',
          actorId: 'loadProducts',
          output: { creditAmount: 3000, approvedPeriod: 3, approvedProducts: PRODUCTS },
        },
        { type: 'xstate.error.actor.loadProducts', actorId: 'loadProducts', error: apiError(503) },
      );
    }
    if (inState(s, 'clabeFirst') || inState(s, 'clabe')) samples.push(...clabeSamples(s));
    if (inState(s, 'chooseTerm')) {
      if (s.context.selectedDate === null) samples.push({ type: 'TERM.SELECT', date: DATE_1 });
      samples.push(
        { type: 'CONTINUE' },
        { type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.contract },
        { type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.acceptTerms },
      );
    }
    if (inState(s, 'contract')) {
      samples.push(
        { type: 'CONTRACT.OPEN' },
        { type: 'CONTRACT.FINISHED' },
        { type: 'CONTRACT.CANCEL' },
        { type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.chooseTerm },
        polled(signed),
        polled(invalid),
        polled(validating),
        { type: 'xstate.error.actor.fetchProfile', actorId: 'fetchProfile', error: apiError(0, 'NETWORK') },
      );
    }
    if (inState(s, 'acceptTerms')) samples.push(...termsSamples(s));
    if (inState(s, 'paymentTable')) {
      samples.push({ type: 'CONTINUE' }, { type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.clabe });
    }
    if (inState(s, 'success')) samples.push({ type: 'CONTINUE' });
    return samples;
  },
  serializeContext: project,
  describeEvent: (event) => describeSample(event as SigningEvent | Sample),
  machineLevel: {
    states: {
      clabeFirst: (s) => expect(s.context.application?.storeId).toBeNull(),
      'clabeFirst.saving': (s) => expect(s.context.clabe).toBe(VALID_CLABE),
      chooseTerm: (s) => expect(s.context.products).toHaveLength(2),
      'contract.validating': (s) => expect(s.hasTag('polling')).toBe(true),
      'acceptTerms.code.signing': (s) => {
        expect(s.context.pin).toBe(SAMPLE_PIN);
        expect(s.context.selectedDate).toBe(DATE_1);
      },
      'acceptTerms.sms.waiting': (s) => expect(s.context.countdown).toBeGreaterThan(0),
      'acceptTerms.sms.ready': (s) => expect(s.context.countdown).toBe(0),
      success: (s) => expect(s.context.application?.status).toBe('SIGNED'),
      toHome: (s) => expect(s.output?.redirectTo).toBe('/'),
    },
  },
  ui: signingUi,
};

/** What tells two signing states apart (the exact values are checked by the state assertions). */
function project(c: Snapshot['context']): unknown {
  return {
    route: c.requestedRoute,
    app: c.application ? [c.application.status, c.application.type] : null,
    signature: c.profile?.contractSignatureStatus ?? null,
    clabeRegistered: Boolean(c.profile?.interbankCode),
    products: c.products.length,
    date: c.selectedDate,
    pin: c.pin !== '',
    pinError: c.pinError !== null,
    sms: [c.smsSent, c.countdown],
    clabe: [c.clabe !== '', c.confirmation !== '', Object.keys(c.clabeErrors).length],
  };
}

function describeSample(event: Sample): string | undefined {
  switch (event.type) {
    case 'TERM.SELECT':
      return `TERM.SELECT ${event.date}`;
    case 'PIN.CHANGE':
      return `PIN.CHANGE "${event.value}"`;
    case 'CLABE.CHANGE':
      return `CLABE.CHANGE ${event.field}`;
    case 'ROUTE.CHANGED':
      return `ROUTE.CHANGED ${event.route}`;
    default:
      break;
  }
  if ('output' in event) {
    const output = event.output as { items?: { status: string }[]; contractSignatureStatus?: string };
    const actor = event.type.replace('xstate.done.actor.', 'done: ');
    if (output.items) return `${actor} (${output.items.map((i) => i.status).join(', ') || 'vacía'})`;
    if (output.contractSignatureStatus) return `${actor} (${output.contractSignatureStatus})`;
    return actor;
  }
  if ('error' in event) {
    const error = event.error as { status: number; code?: string };
    return `${event.type.replace('xstate.error.actor.', 'error: ')} (HTTP ${error.status}${error.code ? ` ${error.code}` : ''})`;
  }
  return undefined;
}

export const signingModel = defineModel(signingDefinition);

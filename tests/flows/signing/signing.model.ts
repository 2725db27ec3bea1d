import { expect } from 'vitest';
import { type SigningEvent, signingMachine } from '../../../machines/signing/index.ts';
import { countdownSamples } from '../../fixtures/countdown.ts';
import { appRefusalText, isCodeLimitRefusal, refusal, SERVER_SAYS } from '../../fixtures/refusals';
import { httpError } from '../../fixtures/samples.ts';
import {
  APP_ID,
  application,
  DATE_1,
  DATE_2,
  personalLoan,
  product,
  profileWith,
  SIGNING_ROUTES,
  VALID_CLABE,
} from '../../fixtures/signing.ts';
import { defineModel, type ModelDefinition, type SampleEvent } from '../../model/harness/types.ts';
import { expectAlerts, expectAlertsSaySomething, type SpecAlert } from '../../model/oracle/check.ts';
import { checkClabeRows } from './signing.classes.ts';
import {
  CLABE_BAD_CHECK,
  CLABE_LONG,
  CLABE_SHORT,
  checkEntryAndBounds,
  checkLostSignature,
  DATE_NOT_OFFERED,
  homeStatusApplications,
  isConfirming,
  lostSignatureSamples,
  OTHER_CLABE,
  PIN_LONG,
  PIN_SHORT,
  SIGNING_ROWS,
} from './signing.entry.ts';
import { checkTermCards, unevenProduct } from './signing.money.ts';
import { SIGNING_SPEC as SPEC } from './signing.oracle.ts';
import { signingUi } from './signing.screens.ts';

type Snapshot = ReturnType<typeof signingMachine.getInitialSnapshot>;
type Sample = SampleEvent<typeof signingMachine>;

/**
 * Seconds of the resend wait the model's server answers (`retryAfterSeconds`): enough to tick, reach 0 and resend.
 * An answer without it gets the spec's 60 s, which the oracle checks (one state of the graph: see `project`).
 */
export const MODEL_RESEND_SECONDS = 2;
export const SAMPLE_PIN = '123456';
export const SUPPORT_PHONE = '(55) 1234-5678';

const inState = (s: Snapshot, value: string) => s.matches(value as never);
const apiError = (status: number, code?: string, message?: string) => ({
  ...httpError(status),
  ...(code ? { code } : {}),
  ...(message ? { body: { httpCode: status, code, message } } : {}),
});

/** The second date's table is uneven (signing.money.ts): the card's figures are checked where the rules bind. */
const MODEL_PRODUCTS = [product(DATE_1), unevenProduct(DATE_2)];

const pending = profileWith();
const signed = profileWith({ contractSignatureStatus: 'SIGNED' });
const invalid = profileWith({ contractSignatureStatus: 'INVALID_SIGNATURE' });
const validating = profileWith({ contractSignatureStatus: 'VALIDATING' });
const noClabe = profileWith({ interbankCode: null });

/** The statuses of an application once its contract is signed with the PIN (docs/lending-api.md). */
const SIGNED_STATUSES = ['SIGNED', 'PAID', 'CONFIRMED'] as const;
/** The screens with a form of the contract being signed: the CLABE, the term choice, the contract, the PIN. */
const FORM_STATES = ['clabeFirst', 'chooseTerm', 'contract', 'acceptTerms', 'clabe'] as const;

const loaded = (items: ReturnType<typeof application>[], profile = pending): Sample => ({
  type: 'xstate.done.actor.applications.list',
  actorId: 'applications.list',
  output: { items, profile },
});

/** What the list answers, per requested route (each input reaches its own entry). */
function loadingSamples(s: Snapshot): Sample[] {
  // Every status that must send home (§4: only APPROVED is signed), at every entry route (issue 25).
  const home = homeStatusApplications().map((item) => loaded([item]));
  switch (s.context.requestedRoute) {
    case SIGNING_ROUTES.acceptTerms:
      return [loaded([application()], signed), ...home];
    case SIGNING_ROUTES.contract:
      return [loaded([application()], invalid), ...home];
    case SIGNING_ROUTES.paymentTable:
    case SIGNING_ROUTES.clabe:
    case SIGNING_ROUTES.success:
      // Every status after the signature (docs/lending-api.md: SIGNED, then PAID, then CONFIRMED).
      return [
        ...SIGNED_STATUSES.map((status) =>
          loaded([application({ status, firstPaymentDate: DATE_1, monthlyPayment: '1240.00' })], signed),
        ),
        ...home,
      ];
    default:
      return [
        ...home,
        // Personal loan, no CLABE, options not in the list: CLABE first, then the options are loaded.
        loaded([personalLoan()], noClabe),
        // Store purchase with its options: straight to the term selection.
        loaded([application()]),
        // Not in the list, or signed already: home.
        loaded([]),
        loaded([application({ status: 'SIGNED' })], signed),
        // A signature in validation (a reload during it): polling again.
        loaded([application({ status: 'VALIDATING_SIGNATURE' })], validating),
        { type: 'xstate.error.actor.applications.list', actorId: 'applications.list', error: apiError(503) },
      ];
  }
}

function clabeSamples(s: Snapshot): Sample[] {
  const c = s.context;
  if (c.clabe === '')
    return [
      { type: 'CLABE.CHANGE', field: 'clabe', value: VALID_CLABE },
      { type: 'CLABE.SUBMIT' },
      // §5 at its edges: one digit short, one over (pasted: the field keeps 18), a wrong check digit.
      { type: 'CLABE.CHANGE', field: 'clabe', value: CLABE_SHORT },
      { type: 'CLABE.CHANGE', field: 'clabe', value: CLABE_LONG },
      { type: 'CLABE.CHANGE', field: 'clabe', value: CLABE_BAD_CHECK },
    ];
  if (c.confirmation === '')
    return [
      { type: 'CLABE.CHANGE', field: 'confirmation', value: VALID_CLABE },
      { type: 'CLABE.SUBMIT' },
      // The confirmation's other class: a different valid CLABE (§5 "matching confirmation").
      ...(c.clabe === VALID_CLABE
        ? [{ type: 'CLABE.CHANGE', field: 'confirmation', value: OTHER_CLABE } as Sample]
        : []),
    ];
  return [
    { type: 'CLABE.SUBMIT' },
    // The registered CLABE comes prefilled: the confirmation cleared shows the errors.
    { type: 'CLABE.CHANGE', field: 'confirmation', value: '' },
    {
      type: 'xstate.done.actor.clients.updateInterbankCode',
      actorId: 'clients.updateInterbankCode',
      output: { interbankCode: VALID_CLABE, isInterbankCodeVerified: false },
    },
    {
      type: 'xstate.error.actor.clients.updateInterbankCode',
      actorId: 'clients.updateInterbankCode',
      error: apiError(422),
    },
  ];
}

function termsSamples(s: Snapshot): Sample[] {
  const samples: Sample[] = [];
  // §4: the countdown ticks each second; the resend link appears at 0.
  if (s.matches({ acceptTerms: { sms: 'waiting' } })) samples.push(...countdownSamples(s.context.countdown));
  const ready = s.matches({ acceptTerms: { sms: 'ready' } });
  if (ready) {
    samples.push(s.context.nip === '' ? { type: 'NIP.CHANGE', value: SAMPLE_PIN } : { type: 'NIP.SUBMIT' }, {
      type: 'CODE.RESEND',
    });
    // §5/§9 at its edges: one digit short, one over (the field keeps 6). On one entry only (the reload on the
    // terms): the rule is the field's, and every entry would multiply the graph by the PIN's states.
    if (s.context.nip === '' && s.context.requestedRoute === SIGNING_ROUTES.acceptTerms)
      samples.push({ type: 'NIP.CHANGE', value: PIN_SHORT }, { type: 'NIP.CHANGE', value: PIN_LONG });
    if (s.context.nip === '' && s.context.nipError === null) samples.push({ type: 'NIP.SUBMIT' });
    if (s.context.nip === '') samples.push({ type: 'ROUTE.CHANGED', route: SIGNING_ROUTES.chooseTerm });
  }
  samples.push(
    {
      type: 'xstate.done.actor.signing.sendSignatureCode',
      actorId: 'signing.sendSignatureCode',
      output: { smsSent: true, retryAfterSeconds: MODEL_RESEND_SECONDS },
    },
    {
      type: 'xstate.done.actor.signing.sendSignatureCode',
      actorId: 'signing.sendSignatureCode',
      output: { smsSent: false, retryAfterSeconds: 0 },
    },
    // The server names no wait: the spec's 60 s.
    {
      type: 'xstate.done.actor.signing.sendSignatureCode',
      actorId: 'signing.sendSignatureCode',
      output: { smsSent: true },
    },
    {
      type: 'xstate.error.actor.signing.sendSignatureCode',
      actorId: 'signing.sendSignatureCode',
      error: apiError(503),
    },
    {
      type: 'xstate.done.actor.signing.resendSignatureCode',
      actorId: 'signing.resendSignatureCode',
      output: { smsSent: true, retryAfterSeconds: MODEL_RESEND_SECONDS },
    },
    {
      type: 'xstate.error.actor.signing.resendSignatureCode',
      actorId: 'signing.resendSignatureCode',
      error: apiError(429, 'RESEND_WAIT'),
    },
    {
      type: 'xstate.error.actor.signing.resendSignatureCode',
      actorId: 'signing.resendSignatureCode',
      error: apiError(503),
    },
    {
      type: 'xstate.error.actor.signing.resendSignatureCode',
      actorId: 'signing.resendSignatureCode',
      error: refusal(429, 'CODE_ATTEMPTS_EXHAUSTED', SERVER_SAYS),
    },
    {
      type: 'xstate.error.actor.signing.sendSignatureCode',
      actorId: 'signing.sendSignatureCode',
      error: refusal(429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 600),
    },
    {
      type: 'xstate.done.actor.signing.sign',
      actorId: 'signing.sign',
      output: {
        id: APP_ID,
        status: 'SIGNED',
        contractSignedAt: '2026-01-15T12:00:00.000Z',
        firstPaymentDate: DATE_1,
      },
    },
    {
      type: 'xstate.error.actor.signing.sign',
      actorId: 'signing.sign',
      error: apiError(409, 'WRONG_SIGNATURE_CODE'),
    },
    { type: 'xstate.error.actor.signing.sign', actorId: 'signing.sign', error: apiError(500) },
    {
      type: 'xstate.error.actor.signing.sign',
      actorId: 'signing.sign',
      error: apiError(422, 'CONTRACT_DATE_MISMATCH', SERVER_SAYS),
    },
    {
      type: 'xstate.error.actor.signing.sign',
      actorId: 'signing.sign',
      error: apiError(409, 'PIN_EXPIRED', SERVER_SAYS),
    },
    {
      type: 'xstate.error.actor.signing.sign',
      actorId: 'signing.sign',
      error: refusal(429, 'CODE_ATTEMPTS_EXCEEDED_TODAY', SERVER_SAYS, 3 * 3600 + 60),
    },
  );
  return samples;
}

const polled = (profile: typeof pending): Sample => ({
  type: 'xstate.done.actor.clients.me',
  actorId: 'clients.me',
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
      input: { applicationId: APP_ID, route: SIGNING_ROUTES.chooseTerm, supportPhone: SUPPORT_PHONE },
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
          type: 'xstate.done.actor.signing.approvedProductsConditions',
          actorId: 'signing.approvedProductsConditions',
          output: { creditAmount: 3000, approvedPeriod: 3, approvedProducts: MODEL_PRODUCTS },
        },
        {
          type: 'xstate.error.actor.signing.approvedProductsConditions',
          actorId: 'signing.approvedProductsConditions',
          error: apiError(503),
        },
      );
    }
    if (inState(s, 'clabeFirst') || inState(s, 'clabe')) samples.push(...clabeSamples(s));
    if (inState(s, 'chooseTerm')) {
      if (s.context.selectedDate === null)
        samples.push({ type: 'TERM.SELECT', date: DATE_1 }, { type: 'TERM.SELECT', date: DATE_NOT_OFFERED });
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
        { type: 'xstate.error.actor.clients.me', actorId: 'clients.me', error: apiError(0, 'NETWORK') },
      );
    }
    if (inState(s, 'acceptTerms')) samples.push(...termsSamples(s));
    if (inState(s, 'acceptTerms.code.confirming')) samples.push(...lostSignatureSamples());
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
        expect(s.context.nip).toBe(SAMPLE_PIN);
        expect(s.context.selectedDate).toBe(DATE_1);
      },
      'acceptTerms.sms.waiting': (s) => expect(s.context.countdown).toBeGreaterThan(0),
      'acceptTerms.sms.ready': (s) => expect(s.context.countdown).toBe(0),
      success: (s) => expect(SIGNED_STATUSES).toContain(s.context.application?.status),
      toHome: (s) => expect(s.output?.redirectTo).toBe('/'),
    },
  },
  oracle: {
    screen: (s) => specScreen(s),
    routes: SPEC.routes(APP_ID),
    // The poll is the flow's one delay; the resend countdown is the shared child's (see countdownSamples).
    delay: (_type, before) =>
      before.matches({ contract: { validating: 'waiting' } }) ? SPEC.timings.pollMs : undefined,
    waits: (s) => {
      if (s.matches({ contract: { validating: 'waiting' } })) {
        // §4: the profile is polled every 3 s while the signature is validated.
        return {
          ms: SPEC.timings.pollMs,
          afterwards: (after) => expect(after.matches({ contract: { validating: 'fetching' } })).toBe(true),
        };
      }
      return null;
    },
    check: ({ snapshot: s, before, event, emitted, ui }) => {
      checkSigning(s, before, event, emitted);
      checkEntryAndBounds(s, before, event, APP_ID);
      checkTermCards(s);
      expectAlertsSaySomething(emitted);
      checkClabeRows(s, before, event, ui !== null);
    },
  },
  ui: signingUi,
};

/** The spec's screen of a resting state (literal route and heading, SIGNING_SPEC). */
function specScreen(s: Snapshot): { route: string; heading: string } | null {
  if (s.status !== 'active') return null;
  const screens = SPEC.screens(APP_ID);
  if (inState(s, 'chooseTerm')) return screens.chooseTerm;
  if (inState(s, 'contract.validating')) return screens.validating;
  if (inState(s, 'contract.invalid')) return screens.invalid;
  if (inState(s, 'contract')) return screens.contract;
  if (inState(s, 'acceptTerms')) return screens.acceptTerms;
  if (inState(s, 'paymentTable')) return screens.paymentTable;
  if (inState(s, 'clabe') || inState(s, 'clabeFirst')) return screens.clabe;
  if (inState(s, 'success')) {
    const type = s.context.application?.type === 'STORE' ? 'STORE' : 'PERSONAL_LOAN';
    return { route: screens.success.route, heading: screens.success.heading[type] };
  }
  return null;
}

const errorAlertOf = (message: string): SpecAlert => ({
  message,
  alertType: 'error',
  timer: SPEC.timings.errorMs,
});

/** The spec's texts and rules after one step (§2, §4 "Signing", §5, §8). */
function checkSigning(
  s: Snapshot,
  before: Snapshot | undefined,
  event: { type: string } & Record<string, unknown>,
  emitted: ReadonlyArray<{ type: string } & Record<string, unknown>>,
): void {
  const error = event.error as { status?: number; code?: string; body?: { message?: string } } | undefined;
  const output = event.output as Record<string, unknown> | undefined;
  const chosen = (c: Snapshot['context']) => c.products.some((p) => p.firstPaymentDate === c.selectedDate);
  let alerts: SpecAlert[] = [];
  if (event.type === 'CONTINUE' && before && inState(before, 'chooseTerm')) {
    // §2: no selection → 'Debe seleccionar una fecha' (5 s); else the terms if the contract is SIGNED, else the contract.
    if (!chosen(before.context)) {
      SIGNING_ROWS.use('no date chosen');
      alerts = [errorAlertOf(SPEC.texts.noDate)];
      expect(inState(s, 'chooseTerm')).toBe(true);
    } else if (before.context.profile?.contractSignatureStatus === 'SIGNED') {
      SIGNING_ROWS.use('date chosen, contract signed');
      expect(inState(s, 'acceptTerms')).toBe(true);
    } else {
      SIGNING_ROWS.use('date chosen, contract to sign');
      expect(inState(s, 'contract')).toBe(true);
    }
  }
  if (event.type === 'xstate.error.actor.signing.sign') {
    const wrongPin = error?.status === 409 && appRefusalText(error) === undefined;
    const refusalText = appRefusalText(error, s.context.supportPhone);
    if (wrongPin || refusalText) {
      SIGNING_ROWS.use(wrongPin ? 'wrong PIN' : 'refusal by code');
      // §8: a wrong PIN (a 409 the app words no other way); a refusal the app knows by its code: its own text,
      // never the server's (issue 23).
      alerts = [errorAlertOf(wrongPin ? SPEC.texts.wrongPin : (refusalText as string))];
      expect(inState(s, 'acceptTerms.code.editing')).toBe(true);
    } else {
      // Any other failure may be a signature whose answer was lost (issue 37): the list is asked first, no text yet.
      expect(inState(s, 'acceptTerms.code.confirming')).toBe(true);
    }
  }
  const afterLost = before ? checkLostSignature(s, before, event) : null;
  if (afterLost) alerts = afterLost;
  // A PIN budget used up (issue 22): the app's text for its code, no countdown; else §8's resend text (a resend
  // before the wait asks the wait again, silently).
  const limitText = isCodeLimitRefusal(error) ? appRefusalText(error, s.context.supportPhone) : undefined;
  if (event.type === 'xstate.error.actor.signing.sendSignatureCode') {
    SIGNING_ROWS.use(limitText ? 'refusal by code' : 'resend failed');
    alerts = [errorAlertOf(limitText ?? SPEC.texts.resendFailed)];
  }
  if (event.type === 'xstate.error.actor.signing.resendSignatureCode' && (limitText || error?.status !== 429))
    alerts = [errorAlertOf(limitText ?? SPEC.texts.resendFailed)];
  if (event.type === 'xstate.error.actor.clients.updateInterbankCode') {
    SIGNING_ROWS.use('CLABE registration failed');
    alerts = [errorAlertOf(SPEC.texts.clabeFailed)];
    // Under §8's empty message, the line that says what to do (issue 37).
    expect(emitted.filter((e) => e.type === 'alert').map((e) => e.description)).toEqual([
      SPEC.texts.clabeFailedDescription,
    ]);
  }
  if (event.type === 'xstate.done.actor.clients.updateInterbankCode' && before && inState(before, 'clabe')) {
    // §8 success messages, once the last step is done.
    SIGNING_ROWS.use(s.context.application?.type === 'STORE' ? 'signed: store' : 'signed: personal loan');
    alerts = [
      {
        message: s.context.application?.type === 'STORE' ? SPEC.texts.storeSigned : SPEC.texts.loanSigned,
        alertType: 'success',
        timer: SPEC.timings.successMs,
      },
    ];
    expect(inState(s, 'success')).toBe(true);
  }
  expectAlerts(emitted, alerts);

  // §4: smsSent true on success, false on pending or failure; the countdown starts at the server's wait or 60 s.
  if (
    event.type === 'xstate.done.actor.signing.sendSignatureCode' ||
    event.type === 'xstate.done.actor.signing.resendSignatureCode'
  ) {
    const sent = output?.smsSent === true;
    expect(s.context.smsSent).toBe(sent);
    const wait = (output?.retryAfterSeconds as number | undefined) ?? (sent ? SPEC.timings.resendSeconds : 0);
    expect(s.context.countdown).toBe(wait);
    expect(inState(s, wait > 0 ? 'acceptTerms.sms.waiting' : 'acceptTerms.sms.ready')).toBe(true);
  }
  if (event.type === 'xstate.error.actor.signing.sendSignatureCode') expect(s.context.smsSent).toBe(false);
  // §4: polling answers: SIGNED → the terms (the term selection first when no date is chosen yet);
  // INVALID_SIGNATURE → 'Firma no validada'; anything else, or an error, keeps polling.
  if (event.type === 'xstate.done.actor.clients.me') {
    const status = output?.contractSignatureStatus;
    SIGNING_ROWS.use(
      status === 'SIGNED'
        ? 'poll SIGNED'
        : status === 'INVALID_SIGNATURE'
          ? 'poll INVALID_SIGNATURE'
          : 'poll other',
    );
    if (status === 'SIGNED') expect(inState(s, chosen(s.context) ? 'acceptTerms' : 'chooseTerm')).toBe(true);
    else if (status === 'INVALID_SIGNATURE') expect(inState(s, 'contract.invalid')).toBe(true);
    else expect(inState(s, 'contract.validating.waiting')).toBe(true);
  }
  if (event.type === 'xstate.error.actor.clients.me') SIGNING_ROWS.use('poll failed');
  if (event.type === 'xstate.error.actor.clients.me')
    expect(inState(s, 'contract.validating.waiting')).toBe(true);
  // §5: the signing PIN is 6 digits; only a valid one is sent.
  if (event.type === 'NIP.SUBMIT' && before && inState(before, 'acceptTerms.code.editing')) {
    const nip = s.context.nip;
    const expected =
      nip === ''
        ? SPEC.texts.required
        : nip.length < SPEC.sizes.pin
          ? SPEC.texts.minDigits(SPEC.sizes.pin)
          : null;
    expect(s.context.nipError).toBe(expected);
    expect(inState(s, 'acceptTerms.code.signing')).toBe(expected === null);
  }
  // Issue 23.7: once signed, no form of the contract opens again. An application signed before this visit (a
  // reload, a typed URL, Back from home) shows its table, or the success screen for the CLABE step and the success
  // itself, and goes home from any earlier step; its table's 'Continuar' and Forward never open the CLABE form.
  if (event.type === 'xstate.done.actor.applications.list' && !(before && isConfirming(before))) {
    const item = (output?.items as Array<{ id: string; status: string }> | undefined)?.find(
      (i) => i.id === APP_ID,
    );
    const signedAtLoad = (SIGNED_STATUSES as readonly string[]).includes(item?.status ?? '');
    if (s.status === 'active') expect(Boolean(s.context.signedBefore)).toBe(signedAtLoad);
    if (signedAtLoad) {
      const route = s.context.requestedRoute;
      if (route === SIGNING_ROUTES.paymentTable) expect(inState(s, 'paymentTable')).toBe(true);
      else if (route === SIGNING_ROUTES.clabe || route === SIGNING_ROUTES.success)
        expect(inState(s, 'success')).toBe(true);
      else expect(s.status).toBe('done');
    }
  }
  if (s.status === 'active' && s.context.signedBefore) {
    for (const form of FORM_STATES) expect(inState(s, form)).toBe(false);
  }
  if (before && inState(before, 'paymentTable') && event.type === 'CONTINUE')
    expect(inState(s, before.context.signedBefore ? 'success' : 'clabe')).toBe(true);
  // After the success screen: Back, Forward and typed URLs keep it; only 'Entendido' leaves (home). A reload
  // starts the flow again (a new actor: loading, then the checks above).
  if (before && inState(before, 'success') && event.type !== 'reload') {
    if (event.type === 'CONTINUE') expect(s.status).toBe('done');
    else expect(inState(s, 'success')).toBe(true);
  }
  // §2 wrapper: an application that is not in the list goes home.
  if (
    event.type === 'xstate.done.actor.applications.list' &&
    (output?.items as unknown[] | undefined)?.length === 0
  ) {
    expect(s.status).toBe('done');
  }
  if (s.status === 'done') expect(s.output?.redirectTo).toBe(SPEC.home);
}

/** What tells two signing states apart (the exact values are checked by the state assertions). */
function project(c: Snapshot['context']): unknown {
  return {
    route: c.requestedRoute,
    signedBefore: c.signedBefore,
    app: c.application ? [c.application.status, c.application.type] : null,
    signature: c.profile?.contractSignatureStatus ?? null,
    clabeRegistered: Boolean(c.profile?.interbankCode),
    products: c.products.length,
    date: c.selectedDate,
    nip: c.nip.length,
    nipError: c.nipError !== null,
    // The spec's 60 s wait is one state: its 60 ticks would otherwise be 60 states of the graph.
    sms: [c.smsSent, c.countdown > MODEL_RESEND_SECONDS ? 'espera del spec' : c.countdown],
    clabe: [
      c.clabe === '' ? '' : c.clabe === VALID_CLABE ? 'válida' : c.clabe,
      c.confirmation === '' ? '' : c.confirmation === c.clabe ? 'igual' : 'distinta',
      Object.keys(c.clabeErrors).length,
    ],
  };
}

function describeSample(event: Sample): string | undefined {
  if (event.type === 'TERM.SELECT') return `TERM.SELECT ${event.date}`;
  if (event.type === 'NIP.CHANGE') return `NIP.CHANGE "${event.value}"`;
  if (event.type === 'CLABE.CHANGE') return `CLABE.CHANGE ${event.field}`;
  if (event.type === 'ROUTE.CHANGED') return `ROUTE.CHANGED ${event.route}`;
  if (event.type === 'COUNTDOWN.TICK') return `COUNTDOWN.TICK ${event.secondsLeft} s`;
  if ('output' in event) {
    const output = (event.output ?? {}) as { items?: { status: string }[]; contractSignatureStatus?: string };
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

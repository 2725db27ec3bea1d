/**
 * What each sign-up field does with what the customer types, at machine level (spec §3 fields, §5 steps, §8 texts):
 * changes, blurs (trimming), the errors each step shows and when, the mode switch, what a lookup fills and clears,
 * the code and new-address fields, the body sent to POST /clients, and the context a new flow starts from.
 * The texts are the spec's, copied here, not the app's constants.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import {
  type CreateAccountInput,
  type ResendCodeOutput,
  type SignupInput,
  sameView,
  signupMachine,
  signupView,
  type UpdateEmailInput,
  type UpdateEmailOutput,
} from '../../../machines/signup';
import type { CurpPersonalData } from '../../../src/api/contract/clients';
import { foundInMexico } from './signup.model.ts';

const NOW = Date.UTC(2026, 0, 15, 18);

const REQUIRED = 'El campo es requerido';
const INVALID = 'El dato ingresado no es válido';
const CURP_TOO_SHORT = 'El campo debe tener al menos 18 dígitos';
const ACCEPT_TERMS = 'Debes aceptar los términos y condiciones';
const CONTACT_TAKEN =
  'Has ingresado un correo electrónico y/o número de teléfono que ya está asociado a una cuenta.';
const CURP_TAKEN = 'Una cuenta con los mismos datos personales ya se encuentra registrada';
const CREATE_FAILED = 'Hubo un problema al crear la cuenta, vuelva a intentarlo.';
const GENERIC = 'Hubo un error, vuelve a intentarlo más tarde.';

const MARIA: CurpPersonalData = foundInMexico;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The context a flow started with `input` holds before any event. */
const initialContext = (input: SignupInput) => createActor(signupMachine, { input }).getSnapshot().context;

const httpError = (status: number, code?: string) =>
  Object.assign(new Error(String(status)), { status, ...(code ? { code } : {}) });

interface Options {
  available?: boolean;
  lookup?: () => Promise<CurpPersonalData>;
  create?: (input: CreateAccountInput) => Promise<{ token: string }>;
  updateEmail?: () => Promise<{ retryAfterSeconds: number }>;
  activate?: () => Promise<{ token: string }>;
  codeStatus?: () => Promise<{ email: string; retryAfterSeconds: number }>;
  resend?: () => Promise<{ retryAfterSeconds: number }>;
  input?: SignupInput;
}

function start(opts: Options = {}) {
  const created: CreateAccountInput[] = [];
  const checked: unknown[] = [];
  const lookedUp: unknown[] = [];
  const tokens: string[] = [];
  const machine = signupMachine.provide({
    actions: {
      handOverToken: (_, params: { token: string }) => {
        tokens.push(params.token);
      },
    },
    actors: {
      checkAccount: fromPromise(async ({ input }) => {
        checked.push(input);
        return { isAccountAvailable: opts.available ?? true };
      }),
      lookupCurp: fromPromise(async ({ input }) => {
        lookedUp.push(input);
        return (opts.lookup ?? (async () => Promise.reject(httpError(404))))();
      }),
      createAccount: fromPromise(async ({ input }) => {
        created.push(input);
        return opts.create ? opts.create(input) : { token: 'efimero' };
      }),
      activate: fromPromise(opts.activate ?? (async () => ({ token: 'cliente' }))),
      codeStatus: fromPromise(
        opts.codeStatus ?? (async () => ({ email: 'ana@correo.mx', retryAfterSeconds: 60 })),
      ),
      resendCode: fromPromise<ResendCodeOutput, void>(async () => ({
        sent: true as const,
        ...(await (opts.resend ?? (async () => ({ retryAfterSeconds: 60 })))()),
      })),
      updateEmail: fromPromise<UpdateEmailOutput, UpdateEmailInput>(async () => ({
        sent: true as const,
        ...(await (opts.updateEmail ?? (async () => ({ retryAfterSeconds: 60 })))()),
      })),
    },
  });
  const actor = createActor(machine, { input: opts.input ?? { now: NOW } }).start();
  const alerts: string[] = [];
  /** Every alert and every clearing of the alerts, in order. */
  const emitted: string[] = [];
  (actor as AnyActorRef).on('*', (event: { type: string; message?: string }) => {
    if (event.type === 'alert' && event.message) alerts.push(event.message);
    emitted.push(event.type === 'alert' ? `alert: ${event.message}` : event.type);
  });
  const context = () => actor.getSnapshot().context;
  const view = () => signupView(actor.getSnapshot());
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { actor, alerts, emitted, tokens, created, checked, lookedUp, context, view, settle };
}

type Flow = ReturnType<typeof start>;

async function toPersonalData(flow: Flow) {
  flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'ana@correo.mx' });
  flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
  flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'secreto123' });
  flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
  await flow.settle();
  expect(flow.view().screen).toBe('personalData');
}

const IDENTITY = [
  ['name', 'Ana Luisa'],
  ['firstSurname', 'Torres'],
  ['secondSurname', 'Méndez'],
  ['birthDay', '17'],
  ['birthMonth', '07'],
  ['birthYear', '1995'],
  ['stateOfBirth', 'YUCATAN'],
] as const;

function fillManual(flow: Flow, values: ReadonlyArray<readonly [string, string]> = IDENTITY) {
  flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
  for (const [field, value] of values)
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: field as never, value });
}

async function toVerification(flow: Flow) {
  await toPersonalData(flow);
  fillManual(flow);
  flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
  flow.actor.send({ type: 'PERSONAL.SUBMIT' });
  await flow.settle();
  expect(flow.view().screen).toBe('verification');
}

describe('a new sign-up starts from', () => {
  it('an empty form, an anonymous session, the spec wait of 60 s and no application type', () => {
    expect(initialContext({ now: NOW })).toMatchObject({
      session: 'anonymous',
      account: { email: '', phoneNumber: '', password: '' },
      accountErrors: {},
      referralCode: null,
      isAccountAvailable: null,
      touched: {},
      personalErrors: {},
      curpResponse: null,
      activationCode: '',
      codeError: null,
      newEmail: '',
      newEmailError: null,
      sentTo: '',
      countdown: 0,
      resendWaitSeconds: 60,
      applicationType: null,
      now: NOW,
    });
  });

  it('what it is given: a session, a trimmed referral code, a wait, an application type', () => {
    expect(
      initialContext({
        session: 'ephemeral',
        referralCode: ' ROBERTO78 ',
        resendWaitSeconds: 5,
        applicationType: 'PERSONAL_LOAN',
        now: NOW,
      } as SignupInput),
    ).toMatchObject({
      session: 'ephemeral',
      referralCode: 'ROBERTO78',
      resendWaitSeconds: 5,
      applicationType: 'PERSONAL_LOAN',
    });
    expect(initialContext({ referralCode: '   ', now: NOW }).referralCode).toBeNull();
  });
});

describe('account step (spec §5)', () => {
  it('keeps what is typed; the phone as at most 10 digits; a change takes its own error away', () => {
    const flow = start();
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    expect(flow.view()).toMatchObject({
      screen: 'account',
      errors: { email: REQUIRED, phoneNumber: REQUIRED, password: REQUIRED },
    });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '+52 (55) 1234-5678' });
    expect(flow.context().account.phoneNumber).toBe('5512345678');
    // Only the changed field's error goes; the others stay until their field changes.
    expect(flow.view()).toMatchObject({ errors: { email: REQUIRED, password: REQUIRED } });
    expect('phoneNumber' in (flow.view() as { errors: object }).errors).toBe(false);
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: ' ana@correo' });
    expect(flow.context().account.email).toBe(' ana@correo');
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'corta' });
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    expect(flow.view()).toMatchObject({
      screen: 'account',
      checking: false,
      errors: { email: INVALID, password: 'El campo debe tener al menos 8 caracteres' },
    });
    expect(flow.checked).toEqual([]);
  });

  it('trims the e-mail on blur, and only the e-mail (a password may hold spaces)', () => {
    const flow = start();
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: '  ana@correo.mx ' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: ' secreto 123 ' });
    flow.actor.send({ type: 'ACCOUNT.BLUR', field: 'password' });
    expect(flow.context().account).toMatchObject({ email: '  ana@correo.mx ', password: ' secreto 123 ' });
    flow.actor.send({ type: 'ACCOUNT.BLUR', field: 'email' });
    expect(flow.context().account).toMatchObject({ email: 'ana@correo.mx', password: ' secreto 123 ' });
  });

  it('checks the trimmed e-mail; a valid submit shows no error while checking', async () => {
    const flow = start();
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: ' ana@correo.mx ' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'secreto123' });
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    expect(flow.view()).toMatchObject({ screen: 'account', checking: true, errors: {} });
    await flow.settle();
    expect(flow.checked).toEqual([{ email: 'ana@correo.mx', phoneNumber: '5512345678' }]);
    expect(flow.context().isAccountAvailable).toBe(true);
  });

  it('a taken e-mail or phone: the spec text, and the personal data stay closed to Forward', async () => {
    const flow = start({ available: false });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'ana@correo.mx' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'secreto123' });
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    await flow.settle();
    expect(flow.alerts).toEqual([CONTACT_TAKEN]);
    expect(flow.context().isAccountAvailable).toBe(false);
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' });
    expect(flow.view().screen).toBe('account');
  });

  it('Forward to the personal data only after the check, and only to that route', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/verificar' });
    expect(flow.view().screen).toBe('personalData');
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    expect(flow.view().screen).toBe('account');
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/actualizar-correo' });
    expect(flow.view().screen).toBe('account');
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' });
    expect(flow.view().screen).toBe('personalData');
    // A changed account must be checked again.
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'otra@correo.mx' });
    expect(flow.context().isAccountAvailable).toBeNull();
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' });
    expect(flow.view().screen).toBe('account');
  });

  it('a reload on the personal data asks for the password again (never saved), with its error', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'RESUME' });
    expect(flow.view()).toMatchObject({
      screen: 'account',
      values: { email: 'ana@correo.mx', phoneNumber: '5512345678', password: '' },
      errors: { password: REQUIRED },
    });
    expect(flow.context().isAccountAvailable).toBeNull();
  });
});

describe("personal data, 'Con CURP' (spec §5 'CURP search')", () => {
  it('upper-cases the CURP, checks it once touched, trims it on blur', async () => {
    const flow = start();
    await toPersonalData(flow);
    expect(flow.view()).toMatchObject({ mode: 'curp', stage: 'search', errors: {} });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'logf90' });
    expect(flow.view()).toMatchObject({ values: { curp: 'LOGF90' }, errors: { curp: CURP_TOO_SHORT } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'logf900514mjcprr0x' });
    expect(flow.view()).toMatchObject({ errors: { curp: INVALID } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: '' });
    expect(flow.view()).toMatchObject({ errors: { curp: REQUIRED } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: ' logf900514mjcprr02 ' });
    expect(flow.view()).toMatchObject({ errors: {} });
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'curp' });
    expect(flow.context().personal.curp).toBe('LOGF900514MJCPRR02');
  });

  it("'Buscar CURP' with an empty CURP shows its error; a valid one searches it, upper-cased", async () => {
    const flow = start({ lookup: async () => MARIA });
    await toPersonalData(flow);
    flow.actor.send({ type: 'CURP.SEARCH' });
    expect(flow.view()).toMatchObject({ stage: 'search', errors: { curp: REQUIRED } });
    expect(flow.context().touched).toMatchObject({ curp: true });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'logf900514mjcprr02' });
    flow.actor.send({ type: 'CURP.SEARCH' });
    expect(flow.view()).toMatchObject({ stage: 'searching', busy: true, errors: {} });
    await flow.settle();
    expect(flow.lookedUp).toEqual([{ curp: 'LOGF900514MJCPRR02' }]);
    expect(flow.view()).toMatchObject({
      stage: 'found',
      errors: {},
      values: {
        curp: 'LOGF900514MJCPRR02',
        name: 'MARIA FERNANDA',
        firstSurname: 'LOPEZ',
        secondSurname: 'GARCIA',
        sex: 'M',
        stateOfBirth: 'JALISCO',
        birthDay: '14',
        birthMonth: '05',
        birthYear: '1990',
      },
    });
    expect(flow.context().curpResponse).toEqual(MARIA);
    expect(flow.context().touched).toEqual({});
  });

  it('a mode request for the mode already shown changes nothing', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'curp' });
    expect(flow.view()).toMatchObject({ mode: 'curp', stage: 'search' });
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    expect(flow.view()).toMatchObject({ mode: 'manual', stage: 'manual' });
  });

  it('after a lookup: editing another field keeps the found data; editing the CURP searches again', async () => {
    const flow = start({ lookup: async () => MARIA });
    await toPersonalData(flow);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: MARIA.curp });
    flow.actor.send({ type: 'CURP.SEARCH' });
    await flow.settle();
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'name', value: '' });
    expect(flow.view()).toMatchObject({ stage: 'found', errors: { name: REQUIRED } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'name', value: ' MARIA ' });
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'name' });
    expect(flow.view()).toMatchObject({ stage: 'found', values: { name: 'MARIA' }, errors: {} });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'logf900514mjcprr0' });
    expect(flow.view()).toMatchObject({
      stage: 'search',
      values: { curp: 'LOGF900514MJCPRR0', name: '', firstSurname: '', stateOfBirth: '' },
      errors: { curp: CURP_TOO_SHORT },
    });
    expect(flow.context().curpResponse).toBeNull();
    expect(flow.context().touched).toEqual({ curp: true });
  });

  it('terms: ticking and unticking; unticked shows the spec text; submit shows every error', async () => {
    const flow = start({ lookup: async () => MARIA });
    await toPersonalData(flow);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: MARIA.curp });
    flow.actor.send({ type: 'CURP.SEARCH' });
    await flow.settle();
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    expect(flow.view()).toMatchObject({ values: { termsAndConditions: true }, errors: {} });
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: false });
    expect(flow.view()).toMatchObject({
      values: { termsAndConditions: false },
      errors: { termsAndConditions: ACCEPT_TERMS },
    });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'firstSurname', value: '' });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    expect(flow.view()).toMatchObject({
      stage: 'found',
      creating: false,
      errors: { termsAndConditions: ACCEPT_TERMS, firstSurname: REQUIRED },
    });
    expect(flow.created).toEqual([]);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'firstSurname', value: 'LOPEZ' });
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    expect(flow.view()).toMatchObject({
      mode: 'curp',
      stage: 'found',
      creating: true,
      busy: true,
      errors: {},
    });
    await flow.settle();
    expect(flow.created).toHaveLength(1);
  });

  it('a 409 lookup: the spec text, back on the search; another failure: the generic text', async () => {
    let answer = httpError(409, 'CURP_TAKEN');
    const flow = start({ lookup: async () => Promise.reject(answer) });
    await toPersonalData(flow);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: MARIA.curp });
    flow.actor.send({ type: 'CURP.SEARCH' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ stage: 'search' });
    answer = httpError(500);
    flow.actor.send({ type: 'CURP.SEARCH' });
    await flow.settle();
    expect(flow.alerts).toEqual([CURP_TAKEN, GENERIC]);
  });
});

describe("personal data, 'Sin CURP' (spec §5 'Personal data')", () => {
  it('switching shows only the errors of fields already touched; submit shows all of them', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'X' });
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    expect(flow.view()).toMatchObject({ stage: 'manual', errors: { curp: CURP_TOO_SHORT } });
    expect(Object.keys((flow.view() as { errors: object }).errors)).toEqual(['curp']);
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    expect(flow.view()).toMatchObject({
      errors: {
        name: REQUIRED,
        firstSurname: REQUIRED,
        secondSurname: REQUIRED,
        stateOfBirth: REQUIRED,
        termsAndConditions: ACCEPT_TERMS,
      },
    });
    // Every field now counts as touched: a change elsewhere keeps all their errors in view.
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'name', value: 'Ana' });
    expect(flow.view()).toMatchObject({
      errors: {
        firstSurname: REQUIRED,
        secondSurname: REQUIRED,
        stateOfBirth: REQUIRED,
        dateOfBirth: REQUIRED,
        curp: CURP_TOO_SHORT,
        taxpayerId: REQUIRED,
        termsAndConditions: ACCEPT_TERMS,
      },
    });
    // Back to 'Con CURP': only the CURP search's own error.
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'curp' });
    expect(flow.view()).toMatchObject({ stage: 'search', errors: { curp: CURP_TOO_SHORT } });
    expect(Object.keys((flow.view() as { errors: object }).errors)).toEqual(['curp']);
  });

  it('generates CURP and RFC from the identity; a CURP typed by hand stays as typed', async () => {
    const flow = start();
    await toPersonalData(flow);
    fillManual(flow);
    const generated = flow.context().personal.curp;
    expect(generated).toMatch(/^TOMA950717MYN/);
    expect(flow.context().personal.taxpayerId).toMatch(/^TOMA950717/);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: 'toma950717myntnn01' });
    expect(flow.context().personal.curp).toBe('TOMA950717MYNTNN01');
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'taxpayerId', value: 'toma950717ab1' });
    expect(flow.context().personal).toMatchObject({
      curp: 'TOMA950717MYNTNN01',
      taxpayerId: 'TOMA950717AB1',
    });
  });

  it("'No tengo segundo apellido' regenerates the CURP with X and touches the field", async () => {
    const flow = start();
    await toPersonalData(flow);
    fillManual(
      flow,
      IDENTITY.filter(([field]) => field !== 'secondSurname'),
    );
    expect(flow.context().personal.curp).toBe('');
    flow.actor.send({ type: 'SECOND_SURNAME.NONE', none: true });
    expect(flow.context().personal).toMatchObject({ noSecondSurname: true });
    expect(flow.context().personal.curp).toMatch(/^TOXA950717MYN/);
    expect(flow.context().touched).toMatchObject({ secondSurname: true });
    flow.actor.send({ type: 'SECOND_SURNAME.NONE', none: false });
    expect(flow.view()).toMatchObject({ errors: { secondSurname: REQUIRED } });
  });

  it('trims a text field on blur and marks it touched; a non-text field is left as it is', async () => {
    const flow = start();
    await toPersonalData(flow);
    flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'name', value: '  Ana  ' });
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'name' });
    expect(flow.context().personal.name).toBe('Ana');
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'firstSurname' });
    expect(flow.view()).toMatchObject({ errors: { firstSurname: REQUIRED } });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'stateOfBirth', value: ' YUCATAN' });
    flow.actor.send({ type: 'PERSONAL.BLUR', field: 'stateOfBirth' });
    expect(flow.context().personal.stateOfBirth).toBe(' YUCATAN');
    for (const field of ['secondSurname', 'taxpayerId'] as const) {
      flow.actor.send({ type: 'PERSONAL.CHANGE', field, value: ' ABC ' });
      flow.actor.send({ type: 'PERSONAL.BLUR', field });
      expect(flow.context().personal[field]).toBe('ABC');
    }
  });

  it('sends POST /clients the trimmed, upper-cased values; a man is H', async () => {
    const flow = start();
    await toPersonalData(flow);
    fillManual(flow, [
      ['name', ' Juan '],
      ['firstSurname', ' Pérez '],
      ['secondSurname', ' López '],
      ['sex', 'H'],
      ['birthDay', '03'],
      ['birthMonth', '11'],
      ['birthYear', '1988'],
      ['stateOfBirth', 'JALISCO'],
    ]);
    const { curp, taxpayerId } = flow.context().personal;
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: ` ${curp.toLowerCase()} ` });
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'taxpayerId', value: ` ${taxpayerId.toLowerCase()} ` });
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    await flow.settle();
    expect(flow.created).toHaveLength(1);
    expect(flow.created[0]).toMatchObject({
      name: 'Juan',
      firstSurname: 'Pérez',
      secondSurname: 'López',
      sex: 'H',
      curp,
      dateOfBirth: '1988-11-03T00:00:00.000Z',
      termsAndConditions: true,
    });
    expect(flow.created[0]?.taxpayerId).toBe(taxpayerId);
    expect(taxpayerId).toMatch(/^PELJ881103/);
  });

  it('POST /clients answers: 409 contact, 409 personal data, anything else — each its spec text', async () => {
    const answers = [httpError(409, 'EMAIL_OR_PHONE_TAKEN'), httpError(409, 'CURP_TAKEN'), httpError(500)];
    const flow = start({ create: async () => Promise.reject(answers.shift()) });
    await toPersonalData(flow);
    fillManual(flow);
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    for (let i = 0; i < 3; i++) {
      flow.actor.send({ type: 'PERSONAL.SUBMIT' });
      await flow.settle();
      expect(flow.view()).toMatchObject({ screen: 'personalData', stage: 'manual', creating: false });
    }
    expect(flow.alerts).toEqual([CONTACT_TAKEN, CURP_TAKEN, CREATE_FAILED]);
    // Nothing typed is lost.
    expect(flow.context().personal).toMatchObject({ name: 'Ana Luisa', termsAndConditions: true });
    expect(flow.context().account.password).toBe('secreto123');
  });

  it('once created, the password leaves memory', async () => {
    const flow = start();
    await toVerification(flow);
    expect(flow.context().account).toMatchObject({ email: 'ana@correo.mx', password: '' });
  });
});

describe("non-Mexican applicant: 'Finalizar' starts over", () => {
  it('everything typed is dropped; the referral code, application type and clock stay', async () => {
    const flow = start({
      lookup: async () => ({ ...MARIA, nationality: 'ESTADOS UNIDOS', countryOfBirth: 'ESTADOS UNIDOS' }),
      input: { referralCode: 'ROBERTO78', applicationType: 'PERSONAL_LOAN', now: NOW } as SignupInput,
    });
    await toPersonalData(flow);
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: 'curp', value: MARIA.curp });
    flow.actor.send({ type: 'CURP.SEARCH' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ stage: 'nonMexican' });
    flow.actor.send({ type: 'FINISH' });
    expect(flow.context()).toEqual(
      initialContext({
        referralCode: 'ROBERTO78',
        applicationType: 'PERSONAL_LOAN',
        now: NOW,
      } as SignupInput),
    );
    expect(flow.view()).toMatchObject({ screen: 'account', values: { email: '', password: '' } });
  });
});

describe('verification code (spec §5 "Verification")', () => {
  it('keeps digits only, at most 4; a short code shows its error until the next change', async () => {
    const flow = start();
    await toVerification(flow);
    flow.actor.send({ type: 'CODE.CHANGE', value: 'a1-2 3' });
    expect(flow.view()).toMatchObject({ code: '123', error: null });
    flow.actor.send({ type: 'CODE.SUBMIT' });
    expect(flow.view()).toMatchObject({ code: '123', error: 'El campo debe tener al menos 4 dígitos' });
    flow.actor.send({ type: 'CODE.CHANGE', value: '123456' });
    expect(flow.view()).toMatchObject({ code: '1234', error: null });
    flow.actor.send({ type: 'CODE.CHANGE', value: '' });
    flow.actor.send({ type: 'CODE.SUBMIT' });
    expect(flow.view()).toMatchObject({ error: REQUIRED, submitting: false });
  });

  it('a reload while the code is being checked does not ask the server for the wait again', async () => {
    let release: (v: { token: string }) => void = () => {};
    const flow = start({ activate: () => new Promise((r) => (release = r)) });
    await toVerification(flow);
    expect(flow.view()).toMatchObject({ resend: 'waiting', countdown: 60 });
    flow.actor.send({ type: 'CODE.CHANGE', value: '1234' });
    flow.actor.send({ type: 'CODE.SUBMIT' });
    flow.actor.send({ type: 'RESUME' });
    expect(flow.view()).toMatchObject({ submitting: true, resend: 'waiting' });
    release({ token: 'cliente' });
    await flow.settle();
    expect(flow.view().screen).toBe('completed');
  });

  it('a route other than the new-address page does not leave the code', async () => {
    const flow = start();
    await toVerification(flow);
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' });
    expect(flow.view().screen).toBe('verification');
  });
});

describe('new e-mail address (spec §5 "New e-mail")', () => {
  it('starts empty every time; keeps what is typed; trims on blur; an invalid one shows its error', async () => {
    const flow = start();
    await toVerification(flow);
    flow.actor.send({ type: 'CODE.CHANGE', value: '12' });
    flow.actor.send({ type: 'EMAIL.EDIT' });
    expect(flow.view()).toMatchObject({ screen: 'updateEmail', email: '', error: null });
    flow.actor.send({ type: 'EMAIL.CHANGE', value: ' nueva@correo ' });
    expect(flow.view()).toMatchObject({ email: ' nueva@correo ' });
    flow.actor.send({ type: 'EMAIL.BLUR' });
    expect(flow.view()).toMatchObject({ email: 'nueva@correo' });
    flow.actor.send({ type: 'EMAIL.SUBMIT' });
    expect(flow.view()).toMatchObject({ screen: 'updateEmail', error: INVALID, submitting: false });
    flow.actor.send({ type: 'EMAIL.CHANGE', value: 'nueva@correo.mx' });
    expect(flow.view()).toMatchObject({ error: null });
    flow.actor.send({ type: 'EMAIL.BACK' });
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/actualizar-correo' });
    expect(flow.view()).toMatchObject({ screen: 'updateEmail', email: '' });
    flow.actor.send({ type: 'EMAIL.SUBMIT' });
    expect(flow.view()).toMatchObject({ error: REQUIRED });
  });

  it('a new address: the code goes there, the code field empties, the countdown restarts', async () => {
    const flow = start({ updateEmail: async () => ({ retryAfterSeconds: 45 }) });
    await toVerification(flow);
    flow.actor.send({ type: 'CODE.CHANGE', value: '12' });
    flow.actor.send({ type: 'EMAIL.EDIT' });
    flow.actor.send({ type: 'EMAIL.CHANGE', value: ' nueva@correo.mx ' });
    flow.actor.send({ type: 'EMAIL.SUBMIT' });
    expect(flow.view()).toMatchObject({ screen: 'updateEmail', submitting: true });
    await flow.settle();
    expect(flow.view()).toMatchObject({
      screen: 'verification',
      sentTo: 'nueva@correo.mx',
      code: '',
      error: null,
      countdown: 45,
    });
    expect(flow.context().account.email).toBe('nueva@correo.mx');
    expect(flow.context().newEmail).toBe('');
  });

  it('a taken address: the spec text; another failure: the generic one; the address stays typed', async () => {
    const answers = [httpError(409), httpError(500)];
    const flow = start({ updateEmail: async () => Promise.reject(answers.shift()) });
    await toVerification(flow);
    flow.actor.send({ type: 'EMAIL.EDIT' });
    flow.actor.send({ type: 'EMAIL.CHANGE', value: 'nueva@correo.mx' });
    flow.actor.send({ type: 'EMAIL.SUBMIT' });
    await flow.settle();
    flow.actor.send({ type: 'EMAIL.SUBMIT' });
    await flow.settle();
    expect(flow.alerts).toEqual([CONTACT_TAKEN, GENERIC]);
    expect(flow.view()).toMatchObject({ screen: 'updateEmail', email: 'nueva@correo.mx' });
  });

  it('only the verification route leaves the page', async () => {
    const flow = start();
    await toVerification(flow);
    flow.actor.send({ type: 'EMAIL.EDIT' });
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    expect(flow.view().screen).toBe('updateEmail');
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta/verificar' });
    expect(flow.view().screen).toBe('verification');
  });
});

describe('tokens, the resend link and the alerts a successful step takes away', () => {
  it('hands the ephemeral token, then the client token, to the session; each success clears the alerts', async () => {
    const answers: Array<Error | null> = [httpError(422), httpError(500), null];
    const flow = start({
      activate: async () => {
        const answer = answers.shift();
        if (answer) throw answer;
        return { token: 'cliente' };
      },
    });
    await toVerification(flow);
    expect(flow.tokens).toEqual(['efimero']);
    flow.actor.send({ type: 'CODE.CHANGE', value: '1234' });
    flow.actor.send({ type: 'CODE.SUBMIT' });
    expect(flow.view()).toMatchObject({ submitting: true, error: null });
    await flow.settle();
    flow.actor.send({ type: 'CODE.SUBMIT' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ screen: 'verification', submitting: false, code: '1234' });
    flow.actor.send({ type: 'CODE.SUBMIT' });
    await flow.settle();
    expect(flow.view().screen).toBe('completed');
    expect(flow.tokens).toEqual(['efimero', 'cliente']);
    expect(flow.emitted).toEqual([
      'alerts.clear',
      'alerts.clear',
      'alert: Has ingresado un código incorrecto.',
      `alert: ${GENERIC}`,
      'alerts.clear',
    ]);
  });

  it('the server cannot say how long to wait: the resend link shows at once', async () => {
    const flow = start({
      codeStatus: async () => Promise.reject(httpError(500)),
      create: async () => ({ token: 'efimero' }),
    });
    await toPersonalData(flow);
    fillManual(flow);
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    await flow.settle();
    // The countdown the creation started is over before the server is asked again (a reload).
    await vi.advanceTimersByTimeAsync(60_000);
    flow.actor.send({ type: 'CODE.RESEND' });
    expect(flow.view()).toMatchObject({ resend: 'resending' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ resend: 'waiting', countdown: 60 });
  });

  it('where the code went and the wait come from the server; a resend restarts the wait it gives', async () => {
    const flow = start({
      codeStatus: async () => ({ email: 'otra@correo.mx', retryAfterSeconds: 0 }),
      resend: async () => ({ retryAfterSeconds: 30 }),
    });
    await toVerification(flow);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flow.view()).toMatchObject({ resend: 'ready', countdown: 0 });
    flow.actor.send({ type: 'RESUME' });
    expect(flow.view()).toMatchObject({ resend: 'ready' });
    flow.actor.send({ type: 'CODE.RESEND' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ resend: 'waiting', countdown: 30 });
    flow.actor.send({ type: 'RESUME' });
    await flow.settle();
    expect(flow.view()).toMatchObject({ sentTo: 'otra@correo.mx', resend: 'ready', countdown: 0 });
    expect(flow.emitted.filter((e) => e === 'alerts.clear')).toHaveLength(3);
  });
});

describe('where a sign-up resumes, what each screen needs of the session, where it ends', () => {
  it.each([
    ['anonymous', 'account', 'visitor'],
    ['ephemeral', 'verification', 'unverified'],
    ['client', 'completed', 'verified'],
  ] as const)('a %s session opens on %s, tagged %s', (session, screen, tag) => {
    const flow = start({ input: { session, now: NOW } });
    expect(flow.view().screen).toBe(screen);
    expect(flow.actor.getSnapshot().hasTag(tag)).toBe(true);
  });

  it('the new-address page needs the unverified session', async () => {
    const flow = start();
    await toVerification(flow);
    flow.actor.send({ type: 'EMAIL.EDIT' });
    expect(flow.actor.getSnapshot().hasTag('unverified')).toBe(true);
    expect(flow.actor.getSnapshot().hasTag('visitor')).toBe(false);
  });

  it("'Continuar' goes to the pending application when there is one, else home", () => {
    const toApplication = start({
      input: { session: 'client', applicationType: 'PERSONAL_LOAN', now: NOW } as SignupInput,
    });
    toApplication.actor.send({ type: 'CONTINUE' });
    expect(toApplication.actor.getSnapshot()).toMatchObject({
      status: 'done',
      value: 'toApplication',
      output: { redirectTo: '/aplicacion-credito' },
    });
    const toHome = start({ input: { session: 'client', now: NOW } });
    toHome.actor.send({ type: 'CONTINUE' });
    expect(toHome.actor.getSnapshot()).toMatchObject({
      status: 'done',
      value: 'toHome',
      output: { redirectTo: '/' },
    });
    expect(toHome.view().screen).toBe('leaving');
  });

  it('until the server says where the code went, the verification shows the address typed, trimmed', async () => {
    const flow = start({ codeStatus: () => new Promise(() => {}) });
    await toPersonalData(flow);
    flow.actor.send({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' });
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: ' ana.luisa@correo.mx ' });
    flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
    await flow.settle();
    fillManual(flow);
    flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
    flow.actor.send({ type: 'PERSONAL.SUBMIT' });
    expect(flow.view()).toMatchObject({ screen: 'personalData', creating: true, busy: true });
    await flow.settle();
    expect(flow.view()).toMatchObject({
      screen: 'verification',
      sentTo: 'ana.luisa@correo.mx',
      resend: 'checking',
      countdown: 0,
    });
  });

  it('two views are the same when every field is the same object', () => {
    const flow = start();
    const a = flow.view();
    expect(sameView(a, a)).toBe(true);
    expect(sameView(a, { ...a })).toBe(true);
    flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'a' });
    expect(sameView(a, flow.view())).toBe(false);
    expect(sameView(a, { ...a, extra: 1 } as never)).toBe(false);
    expect(sameView({ screen: 'completed' }, { screen: 'leaving' })).toBe(false);
  });
});

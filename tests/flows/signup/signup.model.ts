import { expect } from 'vitest';
import { type PersonalField, type SignupEvent, signupMachine } from '../../../machines/signup/index.ts';
import type { CurpPersonalData } from '../../../src/api/contract/clients.ts';
import { countdownSamples } from '../../fixtures/countdown.ts';
import { ANA_CURP, httpError, NOW, tokens } from '../../fixtures/samples.ts';
import {
  EDITED_RFC,
  foundAbroad,
  foundInMexico,
  MANUAL_ENTRY,
  SAMPLE_CODE,
  SAMPLE_CURP,
  SAMPLE_EMAIL,
  SAMPLE_NEW_EMAIL,
  SAMPLE_PASSWORD,
  SAMPLE_PHONE,
  SAMPLE_SENT_TO,
} from '../../fixtures/signup.ts';
import {
  defineModel,
  type ModelDefinition,
  type OracleStep,
  type SampleEvent,
} from '../../model/harness/types.ts';
import { alertsIn } from '../../model/oracle/spec.ts';
import { checkSignupRows } from './signup.classes.ts';
import { SIGNUP_SPEC as SPEC } from './signup.oracle.ts';
import { signupUi } from './signup.screens.ts';

type Snapshot = ReturnType<typeof signupMachine.getInitialSnapshot>;
type Sample = SampleEvent<typeof signupMachine>;

/**
 * The server's remaining resend wait in the model's answers (`retryAfterSeconds`): a short one, enough to tick, reach
 * 0 and restart. An answer without it gets the spec's 60 s (SIGNUP_SPEC), which the oracle checks.
 */
export const MODEL_RESEND_SECONDS = 2;

export const apiError = (status: number, code?: string) => ({
  ...httpError(status),
  ...(code ? { code } : {}),
});
const inState = (s: Snapshot, value: string) => s.matches(value as never);

function accountSamples(s: Snapshot): Sample[] {
  const { email, phoneNumber } = s.context.account;
  const change: Sample =
    email === ''
      ? { type: 'ACCOUNT.CHANGE', field: 'email', value: SAMPLE_EMAIL }
      : phoneNumber === ''
        ? { type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: SAMPLE_PHONE }
        : { type: 'ACCOUNT.CHANGE', field: 'password', value: SAMPLE_PASSWORD };
  return [
    change,
    { type: 'ACCOUNT.BLUR', field: 'email' },
    { type: 'ROUTE.CHANGED', route: '/crear-cuenta/datos-personales' },
  ];
}

/**
 * One sample per event type and guard branch, chosen so the graph stays small: the forms fill one field at a
 * time in a fixed order, the mode switches and the back link are offered from a single state each, and bare
 * events (no sample) only reach guarded transitions that ignore them.
 */
function personalSamples(s: Snapshot): Sample[] {
  const p = s.context.personal;
  const samples: Sample[] = [];
  if (inState(s, 'personalData.curp.curpSearch')) {
    const pristine = p.curp === '';
    samples.push(
      { type: 'PERSONAL.CHANGE', field: 'curp', value: SAMPLE_CURP.toLowerCase() },
      { type: 'PERSONAL.BLUR', field: 'curp' },
    );
    // A reload (the draft has no password) from the pristine search only: the account step asks again.
    if (pristine) samples.push({ type: 'ROUTE.CHANGED', route: '/crear-cuenta' }, { type: 'RESUME' });
    else samples.push({ type: 'MODE.CHANGE', mode: 'manual' });
  }
  if (inState(s, 'personalData.curp.curpFound')) {
    samples.push(
      // Another CURP: back to the search.
      { type: 'PERSONAL.CHANGE', field: 'curp', value: 'LOGF900514MJCPRR0' },
      // An edited RFC keeps the lookup.
      { type: 'PERSONAL.CHANGE', field: 'taxpayerId', value: p.taxpayerId },
      { type: 'PERSONAL.BLUR', field: 'taxpayerId' },
      { type: 'TERMS.CHANGE', accepted: !p.termsAndConditions },
    );
    if (!p.termsAndConditions) samples.push({ type: 'MODE.CHANGE', mode: 'manual' });
  }
  if (inState(s, 'personalData.manual.editing')) {
    const next = MANUAL_ENTRY.find(([field]) => p[field] === '');
    samples.push(
      next
        ? { type: 'PERSONAL.CHANGE', field: next[0], value: next[1] }
        : { type: 'PERSONAL.CHANGE', field: 'sex', value: p.sex },
      // 'No tengo segundo apellido' left as it is: the one-surname case is proven in
      // tests/unit/machines/signup-identity.test.ts without doubling this graph.
      { type: 'SECOND_SURNAME.NONE', none: p.noSecondSurname },
      { type: 'PERSONAL.BLUR', field: 'name' },
      // Accepting once the identity is complete (before that, a tick that leaves the box as it is).
      { type: 'TERMS.CHANGE', accepted: next === undefined ? !p.termsAndConditions : p.termsAndConditions },
    );
    // The generated RFC corrected by hand (another homoclave; not an identity field): §4, it stays editable.
    if (p.taxpayerId !== '' && p.taxpayerId !== EDITED_RFC)
      samples.push({ type: 'PERSONAL.CHANGE', field: 'taxpayerId', value: EDITED_RFC });
    if (p.name === '') samples.push({ type: 'MODE.CHANGE', mode: 'curp' });
  }
  return samples;
}

export const signupDefinition: ModelDefinition<typeof signupMachine> = {
  name: 'signup',
  description:
    'Registro: cuenta y disponibilidad, datos personales con CURP o a mano, creación, código de activación con ' +
    'reenvío a los 60 s, cambio de correo y cuenta completada.',
  machine: signupMachine,
  inputs: [
    {
      name: 'visitante con referido',
      input: { session: 'anonymous', referralCode: 'ROBERTO78', now: NOW },
    },
    {
      name: 'sesión sin verificar',
      // The code was sent before this page opened: the server says how long the resend still waits.
      input: { session: 'ephemeral', now: NOW },
    },
    {
      name: 'cuenta verificada con solicitud pendiente',
      input: { session: 'client', applicationType: 'PERSONAL_LOAN', now: NOW },
    },
  ],
  events: (s) => {
    const samples: Sample[] = [];
    if (inState(s, 'account.editing')) samples.push(...accountSamples(s));
    if (inState(s, 'account.checking')) {
      samples.push(
        {
          type: 'xstate.done.actor.clients.exists',
          actorId: 'clients.exists',
          output: { isAccountAvailable: true },
        },
        {
          type: 'xstate.done.actor.clients.exists',
          actorId: 'clients.exists',
          output: { isAccountAvailable: false },
        },
        { type: 'xstate.error.actor.clients.exists', actorId: 'clients.exists', error: apiError(503) },
      );
    }
    if (inState(s, 'personalData')) samples.push(...personalSamples(s));
    if (inState(s, 'personalData.curp.searchingCurp')) {
      samples.push(
        {
          type: 'xstate.done.actor.clients.curpLookup',
          actorId: 'clients.curpLookup',
          output: foundInMexico,
        },
        { type: 'xstate.done.actor.clients.curpLookup', actorId: 'clients.curpLookup', output: foundAbroad },
        {
          type: 'xstate.error.actor.clients.curpLookup',
          actorId: 'clients.curpLookup',
          error: apiError(404, 'CURP_NOT_FOUND'),
        },
        {
          type: 'xstate.error.actor.clients.curpLookup',
          actorId: 'clients.curpLookup',
          error: apiError(409, 'PERSONAL_DATA_ALREADY_REGISTERED'),
        },
        {
          type: 'xstate.error.actor.clients.curpLookup',
          actorId: 'clients.curpLookup',
          error: apiError(500),
        },
      );
    }
    if (inState(s, 'personalData.curp.creating') || inState(s, 'personalData.manual.creating')) {
      samples.push(
        {
          type: 'xstate.done.actor.clients.create',
          actorId: 'clients.create',
          output: { token: tokens.ephemeral },
        },
        {
          type: 'xstate.error.actor.clients.create',
          actorId: 'clients.create',
          error: apiError(409, 'EMAIL_OR_PHONE_TAKEN'),
        },
        {
          type: 'xstate.error.actor.clients.create',
          actorId: 'clients.create',
          error: apiError(409, 'PERSONAL_DATA_TAKEN'),
        },
        { type: 'xstate.error.actor.clients.create', actorId: 'clients.create', error: apiError(422) },
      );
    }
    // §4: the resend link appears when the countdown reaches 0, one second per tick.
    if (inState(s, 'verification.resend.waiting')) samples.push(...countdownSamples(s.context.countdown));
    if (inState(s, 'verification')) {
      samples.push(
        // The code is typed once the resend link shows (fewer states to walk; every branch is still reached).
        ...(s.matches({ verification: { resend: 'ready' } })
          ? [{ type: 'CODE.CHANGE', value: SAMPLE_CODE } as const]
          : []),
        { type: 'ROUTE.CHANGED', route: '/crear-cuenta/actualizar-correo' },
        {
          type: 'xstate.done.actor.clients.activate',
          actorId: 'clients.activate',
          output: { token: tokens.client },
        },
        {
          type: 'xstate.error.actor.clients.activate',
          actorId: 'clients.activate',
          error: apiError(422, 'WRONG_ACTIVATION_CODE'),
        },
        { type: 'xstate.error.actor.clients.activate', actorId: 'clients.activate', error: apiError(500) },
        {
          type: 'xstate.done.actor.clients.resendActivationCode',
          actorId: 'clients.resendActivationCode',
          output: { sent: true, retryAfterSeconds: MODEL_RESEND_SECONDS },
        },
        // No wait in the answer: the spec's 60 s.
        {
          type: 'xstate.done.actor.clients.resendActivationCode',
          actorId: 'clients.resendActivationCode',
          output: { sent: true },
        },
        {
          type: 'xstate.error.actor.clients.resendActivationCode',
          actorId: 'clients.resendActivationCode',
          error: apiError(429, 'RESEND_WAIT'),
        },
        {
          type: 'xstate.error.actor.clients.resendActivationCode',
          actorId: 'clients.resendActivationCode',
          error: apiError(503),
        },
        {
          type: 'xstate.done.actor.clients.activationCodeStatus',
          actorId: 'clients.activationCodeStatus',
          output: { email: SAMPLE_SENT_TO, retryAfterSeconds: MODEL_RESEND_SECONDS },
        },
        {
          type: 'xstate.done.actor.clients.activationCodeStatus',
          actorId: 'clients.activationCodeStatus',
          output: { email: SAMPLE_SENT_TO, retryAfterSeconds: 0 },
        },
        {
          type: 'xstate.error.actor.clients.activationCodeStatus',
          actorId: 'clients.activationCodeStatus',
          error: apiError(503),
        },
      );
    }
    if (inState(s, 'updateEmail')) {
      samples.push(
        ...(s.context.newEmail === ''
          ? [{ type: 'EMAIL.CHANGE', value: ` ${SAMPLE_NEW_EMAIL}` } as const]
          : []),
        { type: 'ROUTE.CHANGED', route: '/crear-cuenta/verificar' },
        {
          type: 'xstate.done.actor.clients.updateEmail',
          actorId: 'clients.updateEmail',
          output: { sent: true, retryAfterSeconds: MODEL_RESEND_SECONDS },
        },
        {
          type: 'xstate.error.actor.clients.updateEmail',
          actorId: 'clients.updateEmail',
          error: apiError(409, 'EMAIL_OR_PHONE_TAKEN'),
        },
        {
          type: 'xstate.error.actor.clients.updateEmail',
          actorId: 'clients.updateEmail',
          error: apiError(503),
        },
      );
    }
    return samples;
  },
  oracle: {
    screen: specScreen,
    routes: SPEC.routes,
    // The flow has no delay of its own: the resend countdown is the shared child's (see countdownSamples).
    check: specCheck,
  },
  excluded: {
    'personalData.curp.creating|ROUTE.CHANGED|0':
      'Back to /crear-cuenta while the account is being created: the personal data state leaves for the account ' +
      'step and the creation is dropped; the random walks pair it with a pending creation only by chance.',
    'personalData.manual.creating|ROUTE.CHANGED|0':
      'As for personalData.curp.creating: Back while creating, taken by the walks only by chance.',
    'personalData.hist':
      "The deep history of the personal data (the 'Con CURP'/'Sin CURP' form the user left): entered by the " +
      'account step after the availability check and by Forward; measured through its targets (curp.* and manual.*).',
  },
  serializeContext: project,

  describeEvent: (event) => describeSample(event as SignupEvent | Sample),
  machineLevel: {
    states: {
      account: (s) => expect(s.hasTag('visitor')).toBe(true),
      'account.checking': (s) => {
        expect(s.context.account.phoneNumber).toBe('5512345678');
        expect(s.context.accountErrors).toEqual({});
      },
      personalData: (s) => {
        expect(s.context.isAccountAvailable).toBe(true);
        expect(s.context.referralCode).toBe('ROBERTO78');
      },
      'personalData.curp.curpFound': (s) => {
        expect(s.context.personal.name).toBe('MARIA FERNANDA');
        expect(s.context.personal.taxpayerId.slice(0, 10)).toBe('LOGF900514');
      },
      'personalData.curp.nonMexican': (s) => expect(s.context.personal.countryOfBirth).toBe('ESTADOS UNIDOS'),
      'personalData.manual': (s) => {
        if (s.context.personal.stateOfBirth === 'YUCATAN' && s.context.curpResponse === null) {
          expect(s.context.personal.curp).toBe(ANA_CURP);
          expect(s.context.personal.taxpayerId.slice(0, 10)).toBe('TOMA950717');
        }
      },
      verification: (s) => {
        expect(s.hasTag('unverified')).toBe(true);
        expect(s.context.account.password).toBe('');
      },
      'verification.resend.ready': (s) => expect(s.context.countdown).toBe(0),
      'verification.resend.waiting': (s) => expect(s.context.countdown).toBeGreaterThan(0),
      completed: (s) => expect(s.hasTag('verified')).toBe(true),
      toApplication: (s) => expect(s.output?.redirectTo).toBe('/aplicacion-credito'),
      toHome: (s) => expect(s.output?.redirectTo).toBe('/'),
    },
  },
  ui: signupUi,
};

/** §2 route table: the screen a resting sign-up state shows (transient and final states have none). */
function specScreen(s: Snapshot) {
  if (s.status !== 'active') return null;
  if (s.matches('account')) return SPEC.screens.account;
  if (s.matches('personalData')) return SPEC.screens.personalData;
  if (s.matches('verification')) return SPEC.screens.verify;
  if (s.matches('updateEmail')) return SPEC.screens.updateEmail;
  if (s.matches('completed')) return SPEC.screens.completed;
  return null;
}

const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;
const codeOf = (error: unknown) => (error as { code?: string } | undefined)?.code;

/** §4, §5 and §8 checked after every step, from the spec's words and not from the machine. */
function specCheck({ snapshot: s, event, emitted, before, ui }: OracleStep<Snapshot>): void {
  const alerts = alertsIn(emitted).map(({ message, alertType, timer }) => ({ message, alertType, timer }));
  // The flow's alerts as emitted (machine level); at UI level the app's toasts take them.
  const expectAlerts = (expected: typeof alerts) => {
    if (ui === null) expect(alerts).toEqual(expected);
  };
  const error = (event as { error?: unknown }).error;
  const output = (event as { output?: Record<string, unknown> }).output;
  if (s.status === 'active' && s.matches('personalData'))
    expect(s.context.referralCode, "the link's ?referral=").toBe('ROBERTO78');
  checkSignupRows(s, before, event, ui !== null);
  switch (event.type) {
    case 'xstate.done.actor.clients.exists':
      // §4: an available account goes on to the personal data; a used one stays, with §8's message.
      if (output?.isAccountAvailable === true) expect(s.matches('personalData')).toBe(true);
      else {
        expect(s.matches({ account: 'editing' })).toBe(true);
        expectAlerts([
          { message: SPEC.texts.alreadyUsed, alertType: 'error', timer: SPEC.timings.errorAlertMs },
        ]);
      }
      break;
    case 'xstate.done.actor.clients.curpLookup':
      // §4: born abroad → the non-Mexican outcome.
      expect(s.matches({ personalData: { curp: 'nonMexican' } })).toBe(output?.countryOfBirth !== 'MEXICO');
      break;
    case 'ACCOUNT.SUBMIT':
      // §5: an empty field shows 'El campo es requerido' on submit, and the form stays; a whole form goes on to
      // the availability check.
      if (before?.matches({ account: 'editing' })) {
        const empty = (['email', 'phoneNumber', 'password'] as const).filter(
          (field) => before.context.account[field].trim() === '',
        );
        if (empty.length > 0) {
          expect(s.matches({ account: 'editing' })).toBe(true);
          for (const field of empty) expect(s.context.accountErrors[field]).toBe(SPEC.texts.required);
        }
      }
      break;
    case 'xstate.done.actor.clients.updateEmail':
      // §4: the new address is the one the code goes to, and the account's e-mail.
      expect(s.context.sentTo).toBe(before?.context.newEmail.trim());
      expect(s.context.account.email).toBe(before?.context.newEmail.trim());
      expect(s.context.countdown).toBe(
        ((event as { output?: { retryAfterSeconds?: number } }).output?.retryAfterSeconds as
          | number
          | undefined) ?? SPEC.timings.resendSeconds,
      );
      expect(s.matches({ verification: { resend: 'waiting' } })).toBe(true);
      break;
    case 'xstate.error.actor.clients.exists':
      // §8 "E-mail check fails": the form stays, with the check's own message.
      expect(s.matches({ account: 'editing' })).toBe(true);
      expectAlerts([
        { message: SPEC.texts.emailCheckFailed, alertType: 'error', timer: SPEC.timings.errorAlertMs },
      ]);
      break;
    case 'xstate.error.actor.clients.create': {
      // §8: contact already used, the same personal data already registered, or the creation failed; the form
      // stays as typed in every case.
      const message =
        statusOf(error) === 409 && codeOf(error) === 'EMAIL_OR_PHONE_TAKEN'
          ? SPEC.texts.alreadyUsed
          : statusOf(error) === 409
            ? SPEC.texts.curpConflict
            : SPEC.texts.accountCreationFailed;
      expect(s.matches('personalData')).toBe(true);
      expect(s.context.personal).toEqual(before?.context.personal);
      expectAlerts([{ message, alertType: 'error', timer: SPEC.timings.errorAlertMs }]);
      break;
    }
    case 'xstate.error.actor.clients.curpLookup':
      // §4/§8: a rejected lookup switches to manual entry silently; the same personal data already registered
      // (409) and any other error keep the search, with their message.
      if (statusOf(error) === 404) {
        expect(s.matches({ personalData: 'manual' })).toBe(true);
        expectAlerts([]);
      } else {
        expect(s.matches({ personalData: { curp: 'curpSearch' } })).toBe(true);
        expectAlerts([
          {
            message: statusOf(error) === 409 ? SPEC.texts.curpConflict : SPEC.texts.curpOtherError,
            alertType: 'error',
            timer: SPEC.timings.errorAlertMs,
          },
        ]);
      }
      break;
    case 'xstate.error.actor.clients.updateEmail':
      // §8 "E-mail or phone already used (… or e-mail update)"; any other failure: the generic text. The new
      // address stays in the field.
      expect(s.matches({ updateEmail: 'editing' })).toBe(true);
      expect(s.context.newEmail.trim()).toBe(before?.context.newEmail.trim());
      expectAlerts([
        {
          message: statusOf(error) === 409 ? SPEC.texts.alreadyUsed : SPEC.texts.curpOtherError,
          alertType: 'error',
          timer: SPEC.timings.errorAlertMs,
        },
      ]);
      break;
    case 'xstate.error.actor.clients.resendActivationCode':
      // §4: too early (429) asks the server for the wait again, silently; any other failure offers the link
      // again with the generic text.
      if (statusOf(error) === 429) {
        expect(s.matches({ verification: { resend: 'checking' } })).toBe(true);
        expectAlerts([]);
      } else {
        expect(s.matches({ verification: { resend: 'ready' } })).toBe(true);
        expectAlerts([
          { message: SPEC.texts.curpOtherError, alertType: 'error', timer: SPEC.timings.errorAlertMs },
        ]);
      }
      break;
    case 'xstate.error.actor.clients.activate':
      if (codeOf(error) === 'WRONG_ACTIVATION_CODE') {
        expectAlerts([
          { message: SPEC.texts.wrongCode, alertType: 'error', timer: SPEC.timings.errorAlertMs },
        ]);
      }
      break;
    case 'xstate.done.actor.clients.resendActivationCode': {
      // §4: a resend restarts the countdown: the server's wait, else the spec's 60 s.
      const seconds = (output?.retryAfterSeconds as number | undefined) ?? SPEC.timings.resendSeconds;
      expect(s.context.countdown).toBe(seconds);
      expect(s.matches({ verification: { resend: 'waiting' } })).toBe(true);
      break;
    }
    case 'PERSONAL.CHANGE': {
      // §4: the generated CURP and RFC "remain editable": what the person typed there stays.
      const { field, value } = event as unknown as { field: PersonalField; value: string };
      if ((field === 'curp' || field === 'taxpayerId') && before?.matches({ personalData: 'manual' }))
        expect(s.context.personal[field]).toBe(value.toUpperCase());
      break;
    }
    default:
      break;
  }
  // §2: the 'Con CURP' / 'Sin CURP' toggle works wherever the form shows it.
  if (s.status !== 'active') return;
  if (
    s.matches({ personalData: { curp: 'curpSearch' } }) ||
    s.matches({ personalData: { curp: 'curpFound' } })
  )
    expect(s.can({ type: 'MODE.CHANGE', mode: 'manual' })).toBe(true);
  if (s.matches({ personalData: { manual: 'editing' } }))
    expect(s.can({ type: 'MODE.CHANGE', mode: 'curp' })).toBe(true);
}

const filled = (value: string) => value.trim() !== '';

/**
 * What tells two sign-up states apart: which fields are filled (not their exact text), the mode, the lookup, the
 * terms, the code and e-mail fields, and the countdown. Exact values and the errors shown are checked by the
 * state assertions on the real snapshot.
 */
function project(context: Snapshot['context']): unknown {
  const p = context.personal;
  // Once the account exists, the forms before it no longer change anything.
  const created =
    context.session !== 'anonymous' ||
    (context.isAccountAvailable === true && context.account.password === '');
  if (created) {
    return {
      code: filled(context.activationCode),
      newEmail: filled(context.newEmail),
      countdown: countdownKey(context.countdown),
      sentTo: context.sentTo,
    };
  }
  return {
    account: [
      filled(context.account.email),
      filled(context.account.phoneNumber),
      filled(context.account.password),
    ],
    available: context.isAccountAvailable,
    personal: IDENTITY_FIELDS.map((field) => filled(p[field])),
    curp: p.curp === '' ? '' : p.curp.length === 18 ? p.curp.slice(0, 4) : 'parcial',
    terms: p.termsAndConditions,
    lookup: context.curpResponse?.curp ?? null,
    code: filled(context.activationCode),
    newEmail: filled(context.newEmail),
    countdown: countdownKey(context.countdown),
  };
}

/** The model's short waits count second by second; the spec's 60 s is one state (its end is the walks' `waits`). */
const countdownKey = (seconds: number) => (seconds > MODEL_RESEND_SECONDS ? 'espera del spec' : seconds);

const IDENTITY_FIELDS: readonly PersonalField[] = [
  'name',
  'firstSurname',
  'secondSurname',
  'sex',
  'nationality',
  'countryOfBirth',
  'stateOfBirth',
  'birthDay',
  'birthMonth',
  'birthYear',
];

function describeSample(event: Sample): string | undefined {
  switch (event.type) {
    case 'ACCOUNT.CHANGE':
    case 'PERSONAL.CHANGE':
      return `${event.type} ${event.field} = "${event.value}"`;
    case 'ACCOUNT.BLUR':
    case 'PERSONAL.BLUR':
      return `${event.type} ${event.field}`;
    case 'MODE.CHANGE':
      return `MODE.CHANGE ${event.mode === 'manual' ? 'Sin CURP' : 'Con CURP'}`;
    case 'TERMS.CHANGE':
      return `TERMS.CHANGE ${event.accepted ? 'acepta' : 'no acepta'}`;
    case 'CODE.CHANGE':
    case 'EMAIL.CHANGE':
      return `${event.type} "${event.value}"`;
    case 'ROUTE.CHANGED':
      return `ROUTE.CHANGED ${event.route}`;
    case 'COUNTDOWN.TICK':
      return `COUNTDOWN.TICK ${event.secondsLeft} s`;
    default:
      break;
  }
  if ('output' in event) {
    const output = (event.output ?? {}) as Partial<
      CurpPersonalData & { isAccountAvailable: boolean; token: string }
    >;
    const actor = event.type.replace('xstate.done.actor.', 'done: ');
    if (output.isAccountAvailable !== undefined)
      return `${actor} (${output.isAccountAvailable ? 'disponible' : 'ocupada'})`;
    if (output.countryOfBirth)
      return `${actor} (${output.countryOfBirth === 'MEXICO' ? 'en México' : 'en el extranjero'})`;
    if (output.token)
      return `${actor} (token ${output.token === tokens.ephemeral ? 'efímero' : 'de cliente'})`;
    return actor;
  }
  if ('error' in event) {
    const error = event.error as { status: number; code?: string };
    return `${event.type.replace('xstate.error.actor.', 'error: ')} (HTTP ${error.status}${error.code ? ` ${error.code}` : ''})`;
  }
  return undefined;
}

export const signupModel = defineModel(signupDefinition);

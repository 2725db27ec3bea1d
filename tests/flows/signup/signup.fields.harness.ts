/**
 * The sign-up machine with fake calls (by endpoint key), for the field suites (signup.fields.test.ts,
 * signup.steps.test.ts): `start` creates and starts it, `toPersonalData` and `toVerification` walk it to a step.
 * The texts are the spec's, copied here, not the app's constants.
 */
import { expect, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import {
  type CreateAccountInput,
  type ResendCodeOutput,
  type SignupEvent,
  type SignupInput,
  signupMachine,
  signupView,
  type UpdateEmailInput,
  type UpdateEmailOutput,
} from '../../../machines/signup';
import type { CurpPersonalData } from '../../../src/api/contract/clients';
import { foundInMexico, MANUAL_ENTRY } from '../../fixtures/signup.ts';

export const NOW = Date.UTC(2026, 0, 15, 18);

export const REQUIRED = 'El campo es requerido';
export const INVALID = 'El dato ingresado no es válido';
export const CURP_TOO_SHORT = 'El campo debe tener al menos 18 dígitos';
export const ACCEPT_TERMS = 'Debes aceptar los términos y condiciones';
export const CONTACT_TAKEN =
  'Has ingresado un correo electrónico y/o número de teléfono que ya está asociado a una cuenta.';
export const CREATE_FAILED = 'Hubo un problema al crear la cuenta, vuelva a intentarlo.';
export const GENERIC = 'Hubo un error, vuelve a intentarlo más tarde.';

export const MARIA: CurpPersonalData = foundInMexico;

/** The context a flow started with `input` holds before any event. */
export const initialContext = (input: SignupInput) =>
  createActor(signupMachine, { input }).getSnapshot().context;

export const httpError = (status: number, code?: string) =>
  Object.assign(new Error(String(status)), { status, ...(code ? { code } : {}) });

export interface Options {
  available?: boolean;
  lookup?: () => Promise<CurpPersonalData>;
  create?: (input: CreateAccountInput) => Promise<{ token: string }>;
  updateEmail?: () => Promise<{ retryAfterSeconds: number }>;
  activate?: () => Promise<{ token: string }>;
  codeStatus?: () => Promise<{ email: string; retryAfterSeconds: number }>;
  resend?: () => Promise<{ retryAfterSeconds: number }>;
  input?: SignupInput;
}

/** A code sent, with the wait `answer` gives (60 s when not given). */
const sent = (answer?: () => Promise<{ retryAfterSeconds: number }>) => async () => ({
  sent: true as const,
  ...(await (answer ?? (async () => ({ retryAfterSeconds: 60 })))()),
});

export function start(opts: Options = {}) {
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
      'clients.exists': fromPromise(async ({ input }) => {
        checked.push(input);
        return { isAccountAvailable: opts.available ?? true };
      }),
      'clients.curpLookup': fromPromise(async ({ input }) => {
        lookedUp.push(input);
        return (opts.lookup ?? (async () => Promise.reject(httpError(404))))();
      }),
      'clients.create': fromPromise(async ({ input }) => {
        created.push(input);
        return opts.create ? opts.create(input) : { token: 'efimero' };
      }),
      'clients.activate': fromPromise(opts.activate ?? (async () => ({ token: 'cliente' }))),
      'clients.activationCodeStatus': fromPromise(
        opts.codeStatus ?? (async () => ({ email: 'ana@correo.mx', retryAfterSeconds: 60 })),
      ),
      'clients.resendActivationCode': fromPromise<ResendCodeOutput, void>(sent(opts.resend)),
      'clients.updateEmail': fromPromise<UpdateEmailOutput, UpdateEmailInput>(sent(opts.updateEmail)),
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
  /** Every event in turn. */
  const send = (...events: SignupEvent[]) => {
    for (const event of events) actor.send(event);
  };
  /** The view holds at least these values. */
  const sees = (expected: object) => expect(view()).toMatchObject(expected);
  return { actor, alerts, emitted, tokens, created, checked, lookedUp, context, view, settle, send, sees };
}

type Change<T extends SignupEvent['type']> = Extract<SignupEvent, { type: T; field: unknown }>;
export const account = (field: Change<'ACCOUNT.CHANGE'>['field'], value: string): SignupEvent => ({
  type: 'ACCOUNT.CHANGE',
  field,
  value,
});
export const personal = (field: Change<'PERSONAL.CHANGE'>['field'], value: string): SignupEvent => ({
  type: 'PERSONAL.CHANGE',
  field,
  value,
});
export const route = (to: string): SignupEvent => ({ type: 'ROUTE.CHANGED', route: to });
export const ev = (type: 'ACCOUNT.SUBMIT' | 'PERSONAL.SUBMIT' | 'CURP.SEARCH' | 'CODE.SUBMIT' | 'RESUME') =>
  ({ type }) as SignupEvent;
/** A complete account, then 'Continuar'. */
export const ANA_ACCOUNT = [
  account('email', 'ana@correo.mx'),
  account('phoneNumber', '5512345678'),
  account('password', 'secreto123'),
  ev('ACCOUNT.SUBMIT'),
];

export type Flow = ReturnType<typeof start>;

export async function toPersonalData(flow: Flow) {
  flow.send(...ANA_ACCOUNT);
  await flow.settle();
  expect(flow.view().screen).toBe('personalData');
}

export function fillManual(flow: Flow, values: ReadonlyArray<readonly [string, string]> = MANUAL_ENTRY) {
  flow.send({ type: 'MODE.CHANGE', mode: 'manual' }, ...values.map(([f, v]) => personal(f as never, v)));
}

/** The manual identity, the terms ticked, 'Crear cuenta'. */
export function createManual(flow: Flow, values?: ReadonlyArray<readonly [string, string]>) {
  fillManual(flow, values);
  flow.send({ type: 'TERMS.CHANGE', accepted: true }, ev('PERSONAL.SUBMIT'));
}

/** 'Buscar CURP' with the CURP typed. */
export function search(flow: Flow, curp: string) {
  flow.send(personal('curp', curp), ev('CURP.SEARCH'));
  return flow.settle();
}

export async function toVerification(flow: Flow) {
  await toPersonalData(flow);
  createManual(flow);
  await flow.settle();
  expect(flow.view().screen).toBe('verification');
}

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
  type SignupInput,
  signupMachine,
  signupView,
  type UpdateEmailInput,
  type UpdateEmailOutput,
} from '../../../machines/signup';
import type { CurpPersonalData } from '../../../src/api/contract/clients';
import { foundInMexico } from '../../fixtures/signup.ts';

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
      'clients.resendActivationCode': fromPromise<ResendCodeOutput, void>(async () => ({
        sent: true as const,
        ...(await (opts.resend ?? (async () => ({ retryAfterSeconds: 60 })))()),
      })),
      'clients.updateEmail': fromPromise<UpdateEmailOutput, UpdateEmailInput>(async () => ({
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

export type Flow = ReturnType<typeof start>;

export async function toPersonalData(flow: Flow) {
  flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'email', value: 'ana@correo.mx' });
  flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'phoneNumber', value: '5512345678' });
  flow.actor.send({ type: 'ACCOUNT.CHANGE', field: 'password', value: 'secreto123' });
  flow.actor.send({ type: 'ACCOUNT.SUBMIT' });
  await flow.settle();
  expect(flow.view().screen).toBe('personalData');
}

export const IDENTITY = [
  ['name', 'Ana Luisa'],
  ['firstSurname', 'Torres'],
  ['secondSurname', 'Méndez'],
  ['birthDay', '17'],
  ['birthMonth', '07'],
  ['birthYear', '1995'],
  ['stateOfBirth', 'YUCATAN'],
] as const;

export function fillManual(flow: Flow, values: ReadonlyArray<readonly [string, string]> = IDENTITY) {
  flow.actor.send({ type: 'MODE.CHANGE', mode: 'manual' });
  for (const [field, value] of values)
    flow.actor.send({ type: 'PERSONAL.CHANGE', field: field as never, value });
}

export async function toVerification(flow: Flow) {
  await toPersonalData(flow);
  fillManual(flow);
  flow.actor.send({ type: 'TERMS.CHANGE', accepted: true });
  flow.actor.send({ type: 'PERSONAL.SUBMIT' });
  await flow.settle();
  expect(flow.view().screen).toBe('verification');
}

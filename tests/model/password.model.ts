import { expect } from 'vitest';
import {
  CONFIRMATION_MISMATCH_MESSAGE,
  FORGOT_PASSWORD_ROUTE,
  passwordMachine,
  RESET_REDIRECT_SECONDS,
  UNKNOWN_EMAIL_FIELD_MESSAGE,
} from '../../machines/password.machine.ts';
import { httpError, tokens } from './fixtures/samples.ts';
import { defineModel, type ModelDefinition, type SampleEvent } from './harness/types.ts';

type Sample = SampleEvent<typeof passwordMachine>;

/** The token of the e-mailed reset link (opaque to the app). */
export const RESET_LINK_TOKEN = 'enlace-de-prueba-123';
export const TYPED_EMAIL = ' ana@correo.mx ';
export const SHORT_PASSWORD = 'corta';
export const NEW_PASSWORD = 'NuevaClave2026';
export const OTHER_PASSWORD = 'OtraClave2026';

const actorOutcomes: Sample[] = [
  {
    type: 'xstate.done.actor.recoverPassword',
    actorId: 'recoverPassword',
    output: { sent: true, retryAfterSeconds: 60 },
  },
  { type: 'xstate.error.actor.recoverPassword', actorId: 'recoverPassword', error: httpError(404) },
  { type: 'xstate.error.actor.recoverPassword', actorId: 'recoverPassword', error: httpError(503) },
  {
    type: 'xstate.done.actor.resetPassword',
    actorId: 'resetPassword',
    output: { token: tokens.client, hasStoreApplication: false },
  },
  {
    type: 'xstate.done.actor.resetPassword',
    actorId: 'resetPassword',
    output: { token: tokens.client, hasStoreApplication: true },
  },
  {
    type: 'xstate.done.actor.resetPassword',
    actorId: 'resetPassword',
    output: { token: tokens.ephemeral, hasStoreApplication: false },
  },
  { type: 'xstate.error.actor.resetPassword', actorId: 'resetPassword', error: httpError(401) },
];

/**
 * One CHANGE and one BLUR sample per state (an event without a sample would be explored bare), chosen so the
 * graph is a short set of stories rather than every combination of keystrokes: an empty submit, an address
 * typed with spaces and trimmed on blur, an unknown address cleared; a short password, then a valid one with
 * a different and then a matching confirmation.
 */
function forgotSamples(context: { email: string; errors: { email?: string } }): Sample[] {
  const value =
    context.email !== '' && context.errors.email === UNKNOWN_EMAIL_FIELD_MESSAGE ? '' : TYPED_EMAIL;
  return [
    { type: 'CHANGE', field: 'email', value },
    { type: 'BLUR', field: 'email' },
  ];
}

function resetSamples(context: {
  password: string;
  confirmation: string;
  touched: { password: boolean; confirmation: boolean };
}): Sample[] {
  const change: Sample =
    context.password === ''
      ? { type: 'CHANGE', field: 'password', value: SHORT_PASSWORD }
      : context.password === SHORT_PASSWORD
        ? { type: 'CHANGE', field: 'password', value: NEW_PASSWORD }
        : context.confirmation === ''
          ? { type: 'CHANGE', field: 'confirmation', value: OTHER_PASSWORD }
          : { type: 'CHANGE', field: 'confirmation', value: NEW_PASSWORD };
  const blur: Sample = { type: 'BLUR', field: context.touched.password ? 'confirmation' : 'password' };
  return [change, blur, { type: 'ROUTE.CHANGED', route: FORGOT_PASSWORD_ROUTE }];
}

export const passwordDefinition: ModelDefinition<typeof passwordMachine> = {
  name: 'password',
  description:
    'Recuperar y restablecer la contraseña: correo de recuperación, enlace con token, nueva contraseña con confirmación, aviso y redirección a los 5 s.',
  machine: passwordMachine,
  inputs: [
    { name: 'olvidé mi contraseña', input: {} },
    { name: 'enlace del correo', input: { resetToken: RESET_LINK_TOKEN } },
  ],
  events: (snapshot) => {
    if (snapshot.matches('forgot')) return [...forgotSamples(snapshot.context), ...actorOutcomes];
    return [...resetSamples(snapshot.context), ...actorOutcomes];
  },
  describeEvent: (event) => {
    if (event.type === 'CHANGE' && 'field' in event) return `CHANGE ${event.field} = "${event.value}"`;
    if (event.type === 'BLUR' && 'field' in event) return `BLUR ${event.field}`;
    if (event.type === 'ROUTE.CHANGED' && 'route' in event) return `ROUTE.CHANGED ${event.route}`;
    if (event.type === 'xstate.done.actor.recoverPassword') return 'done: recoverPassword (correo enviado)';
    if (event.type === 'xstate.done.actor.resetPassword' && 'output' in event) {
      const output = event.output as { token: string; hasStoreApplication: boolean };
      if (output.token === tokens.ephemeral) return 'done: resetPassword (token efímero)';
      return `done: resetPassword (token de cliente${output.hasStoreApplication ? ', solicitud de tienda guardada' : ''})`;
    }
    if ('error' in event) {
      return `${event.type.replace('xstate.error.actor.', 'error: ')} (HTTP ${(event.error as { status: number }).status})`;
    }
    if (event.type.startsWith('xstate.after.')) return 'after 1 s (cuenta regresiva)';
    return undefined;
  },
  machineLevel: {
    states: {
      forgot: (s) => expect(s.context.token).toBeNull(),
      'forgot.editing': (s) => expect(s.context.sentTo).toBeNull(),
      'forgot.sending': (s) => expect(s.context.errors).toEqual({}),
      'forgot.sent': (s) => expect(s.context.sentTo).toBe(s.context.email.trim()),
      reset: (s) => expect(s.context.resetToken).toBe(RESET_LINK_TOKEN),
      'reset.editing': (s) => {
        expect(s.context.token).toBeNull();
        // Only touched fields show their error.
        if (!s.context.touched.password) expect(s.context.errors.password).toBeUndefined();
        if (!s.context.touched.confirmation) expect(s.context.errors.confirmation).toBeUndefined();
        if (s.context.touched.confirmation && s.context.confirmation === OTHER_PASSWORD) {
          expect(s.context.errors.confirmation).toBe(CONFIRMATION_MISMATCH_MESSAGE);
        }
      },
      'reset.submitting': (s) => {
        expect(s.context.password).toBe(NEW_PASSWORD);
        expect(s.context.confirmation).toBe(NEW_PASSWORD);
      },
      'reset.succeeded': (s) => {
        expect(s.context.token).not.toBeNull();
        expect(s.context.countdown).toBeGreaterThanOrEqual(1);
        expect(s.context.countdown).toBeLessThanOrEqual(RESET_REDIRECT_SECONDS);
      },
      toVerification: (s) => {
        expect(s.output).toEqual({ token: tokens.ephemeral, redirectTo: '/crear-cuenta/verificar' });
      },
      toApplication: (s) =>
        expect(s.output).toEqual({ token: tokens.client, redirectTo: '/aplicacion-credito' }),
      toHome: (s) => expect(s.output).toEqual({ token: tokens.client, redirectTo: '/' }),
    },
  },
  ui: null,
};

export const passwordModel = defineModel(passwordDefinition);

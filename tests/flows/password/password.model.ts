import { expect } from 'vitest';
import { passwordMachine, type ResetField } from '../../../machines/password.machine.ts';
import { httpError, tokens } from '../../fixtures/samples.ts';
import {
  defineModel,
  type ModelDefinition,
  type SampleEvent,
  TRANSIENT,
  type UiDriver,
  type UiLevel,
} from '../../model/harness/types.ts';
import { pageText } from '../../model/oracle/check.ts';
import { alertsIn, audienceOf } from '../../model/oracle/spec.ts';
import { PASSWORD_TABLE } from '../../model/tables/password.table.ts';
import { checkFieldRows, tableTracker } from '../../model/tables/table.ts';
import { PASSWORD_SPEC as SPEC } from './password.oracle.ts';

type Sample = SampleEvent<typeof passwordMachine>;
type Snapshot = ReturnType<typeof passwordMachine.getInitialSnapshot>;

/** The spec table's rows this file's walks met (tests/model/tables/password.table.ts). */
export const PASSWORD_ROWS = tableTracker(PASSWORD_TABLE);

// Literal routes and texts from the spec (password.oracle.ts), never the app's constants.
const FORGOT_PASSWORD_ROUTE = SPEC.screens.forgot.route;
const RESET_PASSWORD_ROUTE = SPEC.screens.reset.route;
const UNKNOWN_EMAIL_FIELD_MESSAGE = SPEC.texts.unknownEmailField;
const UNKNOWN_EMAIL_ALERT_MESSAGE = SPEC.texts.unknownEmailAlert;
const CONFIRMATION_MISMATCH_MESSAGE = SPEC.texts.confirmationMismatch;
const RESET_REDIRECT_SECONDS = SPEC.timings.redirectSeconds;

/** §5 "min 8 chars, confirmation must match", written from the spec. */
function specResetErrors(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  const errors: { password?: string; confirmation?: string } = {};
  if (password === '') errors.password = SPEC.texts.required;
  else if (password.length < SPEC.minPasswordLength) errors.password = SPEC.texts.tooShort;
  if (confirmation === '') errors.confirmation = SPEC.texts.confirmationRequired;
  else if (confirmation !== password) errors.confirmation = SPEC.texts.confirmationMismatch;
  return errors;
}

/** §5 "submit disabled until valid". */
const canSubmitReset = (s: Snapshot) =>
  Object.keys(specResetErrors(s.context.password, s.context.confirmation)).length === 0;

function specScreen(s: Snapshot) {
  if (s.matches({ forgot: 'sent' })) return SPEC.screens.sent;
  if (s.matches('forgot')) return SPEC.screens.forgot;
  if (s.matches({ reset: 'succeeded' })) return SPEC.screens.succeeded;
  if (s.matches('reset')) return SPEC.screens.reset;
  return null;
}

/** The token of the e-mailed reset link (opaque to the app). */
export const RESET_LINK_TOKEN = 'enlace-de-prueba-123';
/** Typed as is: an e-mail input strips surrounding spaces itself (trimming is checked at machine level). */
export const TYPED_EMAIL = 'ana@correo.mx';
export const SHORT_PASSWORD = 'corta';
export const NEW_PASSWORD = 'NuevaClave2026';
export const OTHER_PASSWORD = 'OtraClave2026';

const actorOutcomes: Sample[] = [
  {
    type: 'xstate.done.actor.clients.recoverPassword',
    actorId: 'clients.recoverPassword',
    output: { sent: true, retryAfterSeconds: 60 },
  },
  {
    type: 'xstate.error.actor.clients.recoverPassword',
    actorId: 'clients.recoverPassword',
    error: httpError(404),
  },
  {
    type: 'xstate.error.actor.clients.recoverPassword',
    actorId: 'clients.recoverPassword',
    error: httpError(503),
  },
  {
    type: 'xstate.done.actor.clients.resetPassword',
    actorId: 'clients.resetPassword',
    output: { token: tokens.client, hasStoreApplication: false },
  },
  {
    type: 'xstate.done.actor.clients.resetPassword',
    actorId: 'clients.resetPassword',
    output: { token: tokens.client, hasStoreApplication: true },
  },
  {
    type: 'xstate.done.actor.clients.resetPassword',
    actorId: 'clients.resetPassword',
    output: { token: tokens.ephemeral, hasStoreApplication: false },
  },
  {
    type: 'xstate.error.actor.clients.resetPassword',
    actorId: 'clients.resetPassword',
    error: httpError(401),
  },
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
  touched: { password?: boolean; confirmation?: boolean };
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

const LABELS: Record<'email' | ResetField, string> = {
  email: 'Correo electrónico',
  password: 'Nueva contraseña',
  confirmation: 'Confirma tu nueva contraseña',
};

const input = (ui: UiDriver, field: keyof typeof LABELS) =>
  ui.screen.getByLabelText(LABELS[field]) as HTMLInputElement;

/** The field shows exactly the machine's error (or none), tied to the input for assistive technology. */
function expectFieldError(ui: UiDriver, field: keyof typeof LABELS, error: string | undefined) {
  const element = input(ui, field);
  if (error) {
    expect(element.getAttribute('aria-invalid')).toBe('true');
    const described = (element.getAttribute('aria-describedby') ?? '').split(' ');
    const messages = described.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain(error);
  } else {
    expect(element.getAttribute('aria-invalid')).toBeNull();
  }
}

const path = (ui: UiDriver) => ui.location().split('?')[0];

const button = (ui: UiDriver, name: string) => ui.screen.getByRole('button', { name }) as HTMLButtonElement;

const passwordUi: UiLevel<typeof passwordMachine> = {
  states: {
    start: TRANSIENT,
    forgot: (ui) => expect(path(ui)).toBe(FORGOT_PASSWORD_ROUTE),
    'forgot.editing': (ui, s) => {
      ui.screen.getByRole('heading', { level: 1, name: 'Recuperar contraseña' });
      expect(input(ui, 'email').value).toBe(s.context.email);
      expectFieldError(ui, 'email', s.context.errors.email);
      expect(button(ui, 'Enviar enlace').disabled).toBe(false);
    },
    'forgot.sending': (ui) => {
      expect(button(ui, 'Enviar enlace').getAttribute('aria-busy')).toBe('true');
      expect(input(ui, 'email').readOnly).toBe(true);
    },
    'forgot.sent': (ui, s) => {
      ui.screen.getByRole('heading', { level: 1, name: 'Revisa tu correo' });
      ui.screen.getByText(s.context.sentTo ?? '');
      button(ui, 'Usar otro correo');
    },
    reset: (ui) => expect(path(ui)).toBe(RESET_PASSWORD_ROUTE),
    'reset.editing': (ui, s) => {
      ui.screen.getByRole('heading', { level: 1, name: 'Restablecer contraseña' });
      expect(input(ui, 'password').value).toBe(s.context.password);
      expect(input(ui, 'confirmation').value).toBe(s.context.confirmation);
      expectFieldError(ui, 'password', s.context.errors.password);
      expectFieldError(ui, 'confirmation', s.context.errors.confirmation);
      // Submit is disabled until the form is valid.
      expect(button(ui, 'Restablecer contraseña').disabled).toBe(!canSubmitReset(s));
    },
    'reset.submitting': (ui) => {
      expect(button(ui, 'Restablecer contraseña').getAttribute('aria-busy')).toBe('true');
      expect(input(ui, 'password').readOnly).toBe(true);
    },
    'reset.succeeded': (ui, s) => {
      ui.screen.getByRole('heading', { level: 1, name: 'Contraseña restablecida' });
      const n = s.context.countdown;
      ui.screen.getByText(`Te redirigiremos en ${n === 1 ? '1 segundo' : `${n} segundos`}.`);
      // The 6 s notice is still up during the 5 s countdown (its text: the spec names none).
      expect(ui.screen.getByRole('status').textContent).not.toBe('');
    },
    routing: TRANSIENT,
    toVerification: async (ui) => {
      await ui.screen.findByRole('heading', { level: 1, name: 'Verifica tu correo' });
      expect(path(ui)).toBe('/crear-cuenta/verificar');
    },
    toApplication: async (ui) => {
      await ui.screen.findByRole('heading', { level: 1, name: 'Solicitud de crédito' });
      expect(path(ui)).toBe('/aplicacion-credito');
    },
    toHome: async (ui) => {
      await ui.screen.findByRole('heading', { level: 1, name: 'Inicio' });
      expect(path(ui)).toBe('/');
    },
  },
  events: {
    CHANGE: async (ui, event) => {
      const element = input(ui, event.field);
      await ui.user.clear(element);
      if (event.value !== '') await ui.user.type(element, event.value);
    },
    BLUR: async (ui, event) => {
      const element = input(ui, event.field);
      element.focus();
      await ui.user.tab();
    },
    SUBMIT: async (ui) => {
      const name = ui.screen.queryByRole('button', { name: 'Enviar enlace' })
        ? 'Enviar enlace'
        : 'Restablecer contraseña';
      await ui.user.click(button(ui, name));
    },
    EDIT_EMAIL: (ui) => ui.user.click(button(ui, 'Usar otro correo')),
    REQUEST_NEW_LINK: (ui) => ui.user.click(button(ui, 'Solicitar un enlace nuevo')),
    CONTINUE: (ui) => ui.user.click(button(ui, 'Continuar')),
    // The browser's Back (or a typed address): the URL moves first, the route sync tells the machine.
    'ROUTE.CHANGED': (_ui, event) => {
      window.history.pushState(null, '', event.route);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  },
};

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
    if (event.type === 'xstate.done.actor.clients.recoverPassword')
      return 'done: clients.recoverPassword (correo enviado)';
    if (event.type === 'xstate.done.actor.clients.resetPassword' && 'output' in event) {
      const output = event.output as { token: string; hasStoreApplication: boolean };
      if (output.token === tokens.ephemeral) return 'done: clients.resetPassword (token efímero)';
      return `done: clients.resetPassword (token de cliente${output.hasStoreApplication ? ', solicitud de tienda guardada' : ''})`;
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
  oracle: {
    screen: specScreen,
    routes: SPEC.routes,
    // §4/§9: the countdown's 5 s after a successful reset end in the redirect, whatever the machine declares.
    waits: (s) =>
      s.matches({ reset: 'succeeded' })
        ? {
            ms: s.context.countdown * SPEC.timings.tickMs,
            afterwards: (after) => expect(after.status).toBe('done'),
          }
        : null,
    // The only delay of the flow is the countdown's one-second tick (§9 "Reset redirect countdown 5 s").
    delay: (type) => (type.startsWith('xstate.after.') ? SPEC.timings.tickMs : undefined),
    check: ({ snapshot: s, event, emitted, before, ui }) => {
      const alerts = alertsIn(emitted).map(({ message, alertType, timer }) => ({
        message,
        alertType,
        timer,
      }));
      const error = (event as { error?: { status?: number } }).error;
      if (event.type === 'xstate.error.actor.clients.recoverPassword' && error?.status === 404) {
        // §5's message under the field and §8's alert (issue 23: the spec's text on its condition).
        expect(alerts).toEqual([
          { message: UNKNOWN_EMAIL_ALERT_MESSAGE, alertType: 'error', timer: SPEC.timings.errorMs },
        ]);
        expect(s.context.errors.email).toBe(SPEC.texts.unknownEmailField);
        PASSWORD_ROWS.use('refusal 404');
      } else if (event.type === 'xstate.error.actor.clients.recoverPassword') {
        // Any other failure: an error alert (its text: the design's, the spec names none).
        expect(alerts).toEqual([
          { message: SPEC.texts.recoveryFailed, alertType: 'error', timer: SPEC.timings.errorMs },
        ]);
      } else if (event.type === 'xstate.error.actor.clients.resetPassword') {
        expect(alerts).toEqual([{ message: SPEC.texts.resetFailed, alertType: 'error', timer: 5000 }]);
        PASSWORD_ROWS.use('refusal reset');
      } else if (event.type === 'xstate.done.actor.clients.resetPassword') {
        expect(alerts).toEqual([
          { message: SPEC.texts.resetSucceeded, alertType: 'success', timer: SPEC.timings.noticeMs },
        ]);
        // The countdown starts at the spec's 5 s.
        expect(s.context.countdown).toBe(SPEC.timings.redirectSeconds);
      } else {
        expect(alerts).toEqual([]);
      }
      if (s.matches({ reset: 'editing' })) {
        const all = specResetErrors(s.context.password, s.context.confirmation);
        for (const field of ['password', 'confirmation'] as const) {
          if (s.context.errors[field] !== undefined) expect(s.context.errors[field]).toBe(all[field]);
        }
      }
      // The spec table's rows (§5): each touched field at a row's value shows exactly the row's outcome.
      if (s.matches({ reset: 'editing' })) {
        const touched = (['password', 'confirmation'] as const).filter((f) => s.context.touched[f]);
        const values = Object.fromEntries(touched.map((f) => [f, s.context[f]]));
        checkFieldRows(PASSWORD_ROWS, 'reset', values, s.context.errors, ui ? pageText() : null);
      }
      if (event.type === 'SUBMIT' && before?.matches({ forgot: 'editing' }))
        checkFieldRows(
          PASSWORD_ROWS,
          'forgot',
          { email: s.context.email },
          s.context.errors,
          ui ? pageText() : null,
        );
      if (s.matches({ forgot: 'editing' }) && event.type === 'SUBMIT') {
        const email = s.context.email.trim();
        expect(s.context.errors.email).toBe(
          email === ''
            ? SPEC.texts.required
            : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
              ? undefined
              : SPEC.texts.invalid,
        );
      }
      if (s.status === 'done') {
        const output = s.output as { token: string; redirectTo: string };
        const destination =
          audienceOf(output.token) === 'client-ephemeral'
            ? SPEC.destination.verification
            : s.context.hasStoreApplication
              ? SPEC.destination.application
              : SPEC.destination.home;
        expect(output.redirectTo).toBe(destination);
        expect(output.token).toBe(s.context.token);
      }
    },
  },
  excluded: {},
  ui: passwordUi,
};

export const passwordModel = defineModel(passwordDefinition);

/**
 * UI level of the login model: what each state shows on the login screen (src/screens/login) inside the app frame,
 * and how a user sends each event. Only the driver and the DOM are used, so this module loads in node too.
 */
import { expect } from 'vitest';
import type { LoginField, LoginMachine } from '../../../machines/login.machine.ts';
import { readDraft } from '../../../src/app/drafts/index.ts';
import { getButton, getField, pageHeading, testingLibrary } from '../../model/harness/queries.ts';
import { TRANSIENT, type UiDriver, type UiLevel } from '../../model/harness/types.ts';

type Snapshot = ReturnType<LoginMachine['getInitialSnapshot']>;

const LABELS: Record<LoginField, string> = { email: 'Correo electrónico', password: 'Contraseña' };

/** The pages the flow ends on (the app's placeholders in the UI test), by the final state's destination. */
export const LOGIN_DESTINATIONS = {
  '/compras': 'Mi cuenta',
  '/aplicacion-credito': 'Solicitud de crédito',
  '/crear-cuenta/verificar': 'Verifica tu correo',
  '/': 'Inicio',
} as const;

function field(name: LoginField): HTMLInputElement {
  return getField(LABELS[name]) as HTMLInputElement;
}

/** The error shown under a field (its `aria-describedby` error paragraph), or null. */
function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find(Boolean) ?? null;
}

const submitButton = () => getButton('Iniciar sesión');

/** The flow ended: the app is on its destination page (after the session has loaded the profile). */
async function landedOn(ui: UiDriver, s: Snapshot, path: keyof typeof LOGIN_DESTINATIONS): Promise<void> {
  expect(s.output?.redirectTo).toBe(path);
  const { waitFor } = await testingLibrary();
  await waitFor(() => expect(pageHeading()).toBe(LOGIN_DESTINATIONS[path]));
  expect(ui.location().split('?')[0]).toBe(path);
  expect(document.querySelector('form')).toBeNull();
}

export const loginUi: UiLevel<LoginMachine> = {
  states: {
    editing: (_ui, s) => {
      expect(pageHeading()).toBe('Iniciar sesión');
      for (const name of ['email', 'password'] as const) {
        const element = field(name);
        expect(element.value, name).toBe(s.context[name]);
        expect(errorOf(element), `error of ${name}`).toBe(s.context.errors[name] ?? null);
      }
      const button = submitButton();
      expect(button.disabled).toBe(false);
      expect(button.getAttribute('aria-busy')).toBeNull();
    },
    submitting: (_ui, s) => {
      expect(submitButton().getAttribute('aria-busy')).toBe('true');
      expect(field('email').value).toBe(s.context.email);
    },
    routing: TRANSIENT,
    toVerification: (ui, s) => landedOn(ui, s, '/crear-cuenta/verificar'),
    toPersonalLoan: async (ui, s) => {
      await landedOn(ui, s, '/aplicacion-credito');
      // The application flow reads the start as a personal loan, with the utm of the URL (§2: none here, so the
      // defaults, medium 'organic' and source 'clients-webapp'); the stored (store) application is gone.
      expect((window.history.state as { usr?: unknown } | null)?.usr).toEqual({
        applicationType: 'PERSONAL_LOAN',
        utm: { medium: 'organic', source: 'clients-webapp' },
      });
      expect(readDraft('pendingApplication')).toBeNull();
    },
    toStoreApplication: async (ui, s) => {
      await landedOn(ui, s, '/aplicacion-credito');
      // The stored store application continues.
      expect(readDraft('pendingApplication')).not.toBeNull();
    },
    toOrigin: (ui, s) => landedOn(ui, s, '/compras'),
  },
  events: {
    // Typing key by key is not what this model checks: one change event per value.
    CHANGE: async (_ui, e) => {
      const { fireEvent } = await testingLibrary();
      fireEvent.change(field(e.field), { target: { value: e.value } });
    },
    BLUR: async (_ui, e) => {
      const { fireEvent } = await testingLibrary();
      fireEvent.blur(field(e.field));
    },
    SUBMIT: async () => {
      const { fireEvent } = await testingLibrary();
      fireEvent.click(submitButton());
    },
  },
  // The e-mail field is an <input type="email">, whose value the browser strips of surrounding spaces (HTML value
  // sanitization): the screen never sends them. Trimming on BLUR is checked at machine level.
  canExecute: (_snapshot, event) =>
    !(event.type === 'CHANGE' && 'value' in event && event.value !== event.value.trim()),
};

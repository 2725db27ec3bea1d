/**
 * UI level of the login model: what each state shows on the login screen (src/screens/login) inside the app frame,
 * and how a user sends each event. Only the driver and the DOM are used, so this module loads in node too.
 */
import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';
import type { LoginField, LoginMachine } from '../../machines/login.machine.ts';
import { readDraft } from '../../src/app/storage.ts';
import { TRANSIENT, type UiDriver, type UiLevel } from './harness/types.ts';

type Snapshot = ReturnType<LoginMachine['getInitialSnapshot']>;

const LABELS: Record<LoginField, string> = { email: 'Correo electrónico', password: 'Contraseña' };

/** The pages the flow ends on (the app's placeholders in the UI test), by the final state's destination. */
export const LOGIN_DESTINATIONS = {
  '/compras': 'Mi cuenta',
  '/aplicacion-credito': 'Solicitud de crédito',
  '/crear-cuenta/verificar': 'Verifica tu correo',
  '/': 'Inicio',
} as const;

function field(ui: UiDriver, name: LoginField): HTMLInputElement {
  return ui.screen.getByLabelText(LABELS[name], { selector: 'input' }) as HTMLInputElement;
}

/** The error shown under a field (its `aria-describedby` error paragraph), or null. */
function errorOf(element: HTMLElement): string | null {
  const ids = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find(Boolean) ?? null;
}

function submitButton(ui: UiDriver): HTMLButtonElement {
  return ui.screen.getByRole('button', { name: 'Iniciar sesión' }) as HTMLButtonElement;
}

/** The flow ended: the app is on its destination page (after the session has loaded the profile). */
async function landedOn(ui: UiDriver, s: Snapshot, path: keyof typeof LOGIN_DESTINATIONS): Promise<void> {
  expect(s.output?.redirectTo).toBe(path);
  await ui.screen.findByRole('heading', { level: 1, name: LOGIN_DESTINATIONS[path] });
  expect(ui.location().split('?')[0]).toBe(path);
  expect(ui.screen.queryByLabelText(LABELS.email)).toBeNull();
}

export const loginUi: UiLevel<LoginMachine> = {
  states: {
    editing: (ui, s) => {
      for (const name of ['email', 'password'] as const) {
        const element = field(ui, name);
        expect(element.value, name).toBe(s.context[name]);
        expect(errorOf(element), `error of ${name}`).toBe(s.context.errors[name] ?? null);
      }
      const button = submitButton(ui);
      expect(button.disabled).toBe(false);
      expect(button.getAttribute('aria-busy')).toBeNull();
    },
    submitting: (ui, s) => {
      expect(submitButton(ui).getAttribute('aria-busy')).toBe('true');
      expect(field(ui, 'email').value).toBe(s.context.email);
    },
    routing: TRANSIENT,
    toVerification: (ui, s) => landedOn(ui, s, '/crear-cuenta/verificar'),
    toPersonalLoan: async (ui, s) => {
      await landedOn(ui, s, '/aplicacion-credito');
      // The application flow reads the start as a personal loan; the stored (store) application is gone.
      expect((window.history.state as { usr?: unknown } | null)?.usr).toEqual({
        applicationType: 'PERSONAL_LOAN',
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
    CHANGE: (ui, e) => {
      fireEvent.change(field(ui, e.field), { target: { value: e.value } });
    },
    BLUR: (ui, e) => {
      fireEvent.blur(field(ui, e.field));
    },
    SUBMIT: (ui) => {
      fireEvent.click(submitButton(ui));
    },
    // The URL moves on its own (back/forward, a typed link).
    'ROUTE.CHANGED': (_ui, e) => {
      window.history.pushState(null, '', e.route);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
  },
  // The e-mail field is an <input type="email">, whose value the browser strips of surrounding spaces (HTML value
  // sanitization): the screen never sends them. Trimming on BLUR is checked at machine level.
  canExecute: (_snapshot, event) =>
    !(event.type === 'CHANGE' && 'value' in event && event.value !== event.value.trim()),
};

/**
 * UI level of the alert model: the global toast (src/app/alerts) as each state shows it, and how each event
 * reaches the alert machine. Loads in node too (no rendering here).
 *
 * - SHOW: no control on screen shows an alert by design; flows emit them (`emit({ type: 'alert', ... })`) and the
 *   flow host forwards them with `useForwardAlerts`, as the login flow does with a failed sign-in. The executor
 *   emits the sample alert from a flow-like emitter that the UI test forwards with that same hook.
 * - DISMISS: the toast's 'Cerrar' button.
 * - The timer: the harness advances the fake clock by the scheduled delay.
 */
import { fireEvent, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { alertMachine } from '../../machines/alert.machine.ts';
import type { AlertEmitted } from '../../machines/shared/alerts.ts';
import type { UiDriver, UiLevel } from './harness/types.ts';

/** Set by the UI test: emits an alert from a flow whose alerts the app forwards to the toast. */
export const alertUiHooks: { emit: (alert: AlertEmitted) => void } = {
  emit: () => {
    throw new Error('alertUiHooks.emit not set by the UI test');
  },
};

/** The two live regions: errors are announced assertively (`alert`), the rest politely (`status`). */
function regions(ui: UiDriver): { alert: HTMLElement; status: HTMLElement } {
  return { alert: ui.screen.getByRole('alert'), status: ui.screen.getByRole('status') };
}

export const alertUi: UiLevel<typeof alertMachine> = {
  states: {
    idle: (ui) => {
      const { alert, status } = regions(ui);
      expect(alert.textContent).toBe('');
      expect(status.textContent).toBe('');
      expect(ui.screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    },
    showing: (ui, s) => {
      const current = s.context.alert;
      if (!current) throw new Error('showing without an alert');
      const { alert, status } = regions(ui);
      const [shown, quiet] = current.alertType === 'error' ? [alert, status] : [status, alert];
      expect(within(shown).getByText(current.message)).toBeTruthy();
      expect(within(shown).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
      expect(quiet.textContent).toBe('');
    },
  },
  events: {
    SHOW: (_ui, e) => alertUiHooks.emit({ type: 'alert', ...e.alert }),
    DISMISS: (ui) => {
      fireEvent.click(ui.screen.getByRole('button', { name: 'Cerrar' }));
    },
  },
};

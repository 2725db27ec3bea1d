/**
 * UI level of the alert model: the global toast (src/app/alerts) as each state shows it, and how each event
 * reaches the alert machine (why: alert.model.ts). Loads in node too (no rendering here).
 */
import { expect } from 'vitest';
import type { alertMachine } from '../../../machines/alert.machine.ts';
import type { AlertEmitted } from '../../../machines/shared/alerts.ts';
import { getButton, nameOf, queryButton, testingLibrary } from '../../model/harness/queries.ts';
import type { UiDriver, UiLevel } from '../../model/harness/types.ts';

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
      expect(queryButton('Cerrar')).toBeNull();
    },
    showing: (ui, s) => {
      const current = s.context.alert;
      if (!current) throw new Error('showing without an alert');
      const { alert, status } = regions(ui);
      const [shown, quiet] = current.alertType === 'error' ? [alert, status] : [status, alert];
      expect(shown.querySelector('p')?.textContent).toBe(current.message);
      expect([...shown.querySelectorAll('button')].map(nameOf)).toEqual(['Cerrar']);
      expect(quiet.textContent).toBe('');
    },
  },
  events: {
    SHOW: (_ui, e) => alertUiHooks.emit({ type: 'alert', ...e.alert }),
    DISMISS: async () => {
      const { fireEvent } = await testingLibrary();
      fireEvent.click(getButton('Cerrar'));
    },
  },
};

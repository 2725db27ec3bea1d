/**
 * Checks every flow oracle shares: the alerts a step emitted against the spec's, and (for a flow whose states carry
 * no route of their own, e.g. a panel or a page hosting a search) the page the browser shows. They compare against
 * the literal texts and numbers of the oracle files, never against the app's constants.
 */
import { expect } from 'vitest';
import { normalize } from '../harness/queries.ts';
import type { UiDriver } from '../harness/types.ts';
import { alertsIn, type EmittedAlert } from './spec.ts';

export interface SpecAlert {
  message: string;
  alertType: 'success' | 'error' | 'warning';
  timer: number;
}

/** The alerts of one step, exactly (message, type, timer) and in order. */
export function expectAlerts(emitted: ReadonlyArray<EmittedAlert>, expected: readonly SpecAlert[]): void {
  const alerts = alertsIn(emitted).map(({ message, alertType, timer }) => ({ message, alertType, timer }));
  expect(alerts).toEqual(expected);
}

/**
 * Every alert tells the person something (house rule: bad input and failures get a clear Spanish message): a
 * message, or, where the spec gives an empty one (§8 "CLABE registration fails"), a description. Called by the
 * signing model on every step, and by the application model on every step but the interest offer's failures
 * (§4/§8: "an error alert with an empty message" is all the spec gives them; see application.checks.ts).
 */
export function expectAlertsSaySomething(emitted: ReadonlyArray<EmittedAlert>): void {
  for (const alert of alertsIn(emitted)) {
    const { message, description } = alert as { message?: unknown; description?: unknown };
    const says = `${typeof message === 'string' ? message : ''}${typeof description === 'string' ? description : ''}`;
    expect(says.trim(), `an ${String(alert.alertType)} alert with nothing to read`).not.toBe('');
  }
}

/** Every alert of a step is one of the spec's (for steps whose exact alert the oracle does not pin down). */
export function expectOnlySpecAlerts(
  emitted: ReadonlyArray<EmittedAlert>,
  allowed: readonly SpecAlert[],
): void {
  for (const { message, alertType, timer } of alertsIn(emitted)) {
    expect(allowed, `alert "${String(message)}" is not one of the spec's`).toContainEqual({
      message,
      alertType,
      timer,
    });
  }
}

/** At UI level: the browser is on `route` (query ignored) and the page's `<h1>` reads `heading` (when given). */
export function expectPage(ui: UiDriver | null, route: string, heading?: string): void {
  if (!ui) return;
  const location = (ui.location().split('?')[0] ?? '').replace(/\/+$/, '') || '/';
  expect(location, 'the browser is on the spec route').toBe(route);
  if (heading !== undefined) expect(normalize(document.querySelector('h1')?.textContent)).toBe(heading);
}

/** The page's text (UI level). */
export const pageText = (): string => normalize(document.body.textContent);

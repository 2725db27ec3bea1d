/**
 * Spec §8 "Balance fetch fails (warning, 8 s)": the texts of every screen that reads the balances (Mi cuenta,
 * home, /confirmacion), once. A small module of its own, so a page that only warns does not load the rest of Mi
 * cuenta's texts.
 */
import { formatPhone } from '../../src/domain/phone';
import { ALERT_TIMER_WARNING_MS } from '../../src/domain/timers';
import type { AlertInput } from '../shared/alerts';

/** The screen text in place of a balance or an available figure. */
export const BALANCE_SCREEN_TEXT = 'Lo sentimos, estamos teniendo problemas para mostrar tu saldo...';

/** The warning's words, with the customer-service phone. */
export const balanceWarningText = (phone: string) =>
  `No pudimos obtener tus préstamos, por favor comunícate con soporte al ${formatPhone(phone)}`;

/** The 8 s balance warning of spec §8. */
export const balanceWarning = (phone: string): AlertInput => ({
  message: balanceWarningText(phone),
  alertType: 'warning',
  timer: ALERT_TIMER_WARNING_MS,
});

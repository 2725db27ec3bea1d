/** Texts of Mi cuenta, payment alternatives and the profile (spec §2, §8), and their alert timers (§9). */

import { type Centavos, pesos } from '../../src/domain/money';
import { formatPhone } from '../../src/domain/phone';
import {
  ALERT_TIMER_WARNING_MS,
  COPY_CONFIRMATION_TIMER_MS,
  RESET_NOTICE_TIMER_MS,
} from '../../src/domain/timers';
import type { AlertInput } from '../shared/alerts';
import { BALANCE_SCREEN_TEXT, balanceWarning, balanceWarningText } from './balance';

export const MESSAGES = {
  balanceScreen: BALANCE_SCREEN_TEXT,
  balanceWarning: balanceWarningText,
  transferReferenceMissing: (phone: string) =>
    `Aún no tienes una referencia para transferencias, por favor comunícate con soporte al ${formatPhone(phone)}`,
  copied: 'Copiado al porta papeles',
  resetSent: (email: string) =>
    `Te enviamos un correo a ${email} con las instrucciones para cambiar tu contraseña.`,
  resetFailed: 'No pudimos enviar el correo para cambiar tu contraseña, vuelve a intentarlo.',
  settingFailed: 'No pudimos guardar tu preferencia de notificaciones, vuelve a intentarlo.',
  pushFailed: 'No pudimos activar las notificaciones en este dispositivo.',
  noPayments: 'Aún no tienes pagos registrados. Cuando hagas tu primer pago lo verás aquí.',
  noActive: 'No tienes compras ni préstamos activos.',
  noPaid: 'Aún no has liquidado ninguna compra o préstamo.',
  loadFailed: 'No pudimos cargar la información. Revisa tu conexión y vuelve a intentarlo.',
} as const;

/** The 8 s balance warning of spec §8 (machines/account/balance.ts). */
export { balanceWarning };

/** The 8 s missing-transfer-reference warning of spec §2 / §9. */
export const transferReferenceWarning = (phone: string): AlertInput => ({
  message: MESSAGES.transferReferenceMissing(phone),
  alertType: 'warning',
  timer: ALERT_TIMER_WARNING_MS,
});

/** 'Copiado al porta papeles' for 1500 ms. */
export const copiedAlert: AlertInput = {
  message: MESSAGES.copied,
  alertType: 'success',
  timer: COPY_CONFIRMATION_TIMER_MS,
};

/** The reset-password notice, 6 s. */
export const resetSentAlert = (email: string): AlertInput => ({
  message: MESSAGES.resetSent(email),
  alertType: 'success',
  timer: RESET_NOTICE_TIMER_MS,
});

/** Labels of the payment methods (spec §3): anything else is a bank deposit at BBVA. */
export function paymentMethodLabel(method: string): string {
  switch (method) {
    case 'bank_transfer_payment':
      return 'Transferencia electrónica';
    case 'cash_payment':
      return 'Pago en efectivo (OXXO)';
    case 'referral_bonification':
      return 'Bonificación por referido';
    default:
      return 'Depósito bancario (BBVA)';
  }
}

/** The payment application order of spec §9, as /compras/aplicacion-de-pagos explains it. */
export const APPLICATION_ORDER = [
  {
    title: 'Saldo vencido, del más antiguo al más reciente',
    text: 'Primero cubrimos los pagos que ya vencieron, empezando por el más antiguo: de cada uno se paga el IVA, después los intereses y al final el capital.',
  },
  {
    title: 'Tu siguiente pago',
    text: 'Después se aplica al pago que vence a continuación (el día 1 del próximo mes).',
  },
  {
    title: 'Capital, del más antiguo al más reciente',
    text: 'Lo que sobre se abona al capital de tus pagos futuros, empezando por el más antiguo. Si cubres todo el capital de un pago antes de su fecha, ya no pagas sus intereses.',
  },
] as const;

/** The referral bonus (spec §9): $200 after the referred person's first payment. */
export const REFERRAL_BONUS: Centavos = pesos(200);

/** The referral text of /compartir. */
export const referralRule = (bonus: string) =>
  `Cuando la persona que invitaste haga su primer pago, te regalamos ${bonus} que se abonan a tu saldo.`;

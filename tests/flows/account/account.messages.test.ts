/**
 * The texts and alerts of Mi cuenta, payment alternatives and the profile (machines/account/messages.ts): the
 * §8 balance texts, the §9 timers (8000 ms warnings for the balance and the missing transfer reference, 6 s for the
 * reset-password notice, 1500 ms for the copy confirmation), the §3 payment methods, the §9 application order and
 * the §9 referral bonus of $200. Texts the spec quotes are copied from it; the others are the design's copy.
 */
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ORDER,
  balanceWarning,
  copiedAlert,
  MESSAGES,
  paymentMethodLabel,
  REFERRAL_BONUS,
  referralRule,
  resetSentAlert,
  transferReferenceWarning,
} from '../../../machines/account';

/** The support phone as configured (10 digits) and as the alerts show it. */
const SUPPORT_PHONE = '5512345678';
const SUPPORT_PHONE_SHOWN = '(551) 234-5678';

describe('balance texts (§8 "Balance fetch fails (warning, 8 s)")', () => {
  it('the screen text, copied from the spec', () => {
    expect(MESSAGES.balanceScreen).toBe('Lo sentimos, estamos teniendo problemas para mostrar tu saldo...');
  });

  it('the 8 s warning: could not get the loans, contact support at the formatted phone', () => {
    expect(balanceWarning(SUPPORT_PHONE)).toEqual({
      // design copy (the spec describes it: could not get their loans, contact support at {phone})
      message: `No pudimos obtener tus préstamos, por favor comunícate con soporte al ${SUPPORT_PHONE_SHOWN}`,
      alertType: 'warning',
      timer: 8000,
    });
    expect(balanceWarning('+52 55 1234 5678').message).toBe(
      `No pudimos obtener tus préstamos, por favor comunícate con soporte al ${SUPPORT_PHONE_SHOWN}`,
    );
  });
});

describe('missing transfer reference (§2 payment alternatives, §9 8000 ms warning)', () => {
  it('a warning with the support contact, 8 s', () => {
    expect(transferReferenceWarning(SUPPORT_PHONE)).toEqual({
      // design copy (the spec: a warning with a support contact)
      message: `Aún no tienes una referencia para transferencias, por favor comunícate con soporte al ${SUPPORT_PHONE_SHOWN}`,
      alertType: 'warning',
      timer: 8000,
    });
  });
});

describe('copy confirmation (§8 success messages, §9 1500 ms)', () => {
  it("'Copiado al porta papeles' for 1500 ms", () => {
    expect(copiedAlert).toEqual({ message: 'Copiado al porta papeles', alertType: 'success', timer: 1500 });
    expect(MESSAGES.copied).toBe('Copiado al porta papeles');
  });
});

describe('reset-password notice (§2 /perfil, §9 6 s)', () => {
  it('names the address and lasts 6 s', () => {
    expect(resetSentAlert('ana@example.com')).toEqual({
      // design copy (the spec names the notice, not its text)
      message: 'Te enviamos un correo a ana@example.com con las instrucciones para cambiar tu contraseña.',
      alertType: 'success',
      timer: 6000,
    });
  });
});

describe('the other texts of Mi cuenta and the profile (design copy: not in the spec)', () => {
  it('failures and empty lists', () => {
    expect(MESSAGES.resetFailed).toBe(
      'No pudimos enviar el correo para cambiar tu contraseña, vuelve a intentarlo.',
    );
    expect(MESSAGES.settingFailed).toBe(
      'No pudimos guardar tu preferencia de notificaciones, vuelve a intentarlo.',
    );
    expect(MESSAGES.pushFailed).toBe('No pudimos activar las notificaciones en este dispositivo.');
    expect(MESSAGES.noPayments).toBe(
      'Aún no tienes pagos registrados. Cuando hagas tu primer pago lo verás aquí.',
    );
    expect(MESSAGES.noActive).toBe('No tienes compras ni préstamos activos.');
    expect(MESSAGES.noPaid).toBe('Aún no has liquidado ninguna compra o préstamo.');
    expect(MESSAGES.loadFailed).toBe(
      'No pudimos cargar la información. Revisa tu conexión y vuelve a intentarlo.',
    );
  });

  it('the message builders', () => {
    expect(MESSAGES.resetSent('luis@example.mx')).toBe(
      'Te enviamos un correo a luis@example.mx con las instrucciones para cambiar tu contraseña.',
    );
    expect(MESSAGES.balanceWarning(SUPPORT_PHONE)).toBe(
      `No pudimos obtener tus préstamos, por favor comunícate con soporte al ${SUPPORT_PHONE_SHOWN}`,
    );
    expect(MESSAGES.transferReferenceMissing(SUPPORT_PHONE)).toBe(
      `Aún no tienes una referencia para transferencias, por favor comunícate con soporte al ${SUPPORT_PHONE_SHOWN}`,
    );
  });
});

describe('payment methods (§3: bank_transfer_payment, cash_payment, referral_bonification, otherwise BBVA)', () => {
  it('the label of each method; anything else is a bank deposit at BBVA', () => {
    // design copy (the spec names the methods, not their labels)
    expect(paymentMethodLabel('bank_transfer_payment')).toBe('Transferencia electrónica');
    expect(paymentMethodLabel('cash_payment')).toBe('Pago en efectivo (OXXO)');
    expect(paymentMethodLabel('referral_bonification')).toBe('Bonificación por referido');
    expect(paymentMethodLabel('BBVA')).toBe('Depósito bancario (BBVA)');
    expect(paymentMethodLabel('bank_deposit_payment')).toBe('Depósito bancario (BBVA)');
    expect(paymentMethodLabel('')).toBe('Depósito bancario (BBVA)');
  });
});

describe('payment application order (§9: overdue oldest first; then the next due; then capital oldest first)', () => {
  it('three steps in the order of the spec', () => {
    // design copy (the spec gives the order, not these texts)
    expect(APPLICATION_ORDER).toEqual([
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
    ]);
  });
});

describe('referral (§9: $200 after the referred person’s first payment)', () => {
  it('the bonus is $200 in centavos, and the rule names it', () => {
    expect(REFERRAL_BONUS).toBe(20_000);
    expect(referralRule('$200.00')).toBe(
      'Cuando la persona que invitaste haga su primer pago, te regalamos $200.00 que se abonan a tu saldo.',
    );
  });
});

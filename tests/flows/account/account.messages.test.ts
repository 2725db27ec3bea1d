/**
 * The texts and alerts of Mi cuenta and payment alternatives (machines/account/messages.ts): the §8 balance
 * warning, the §9 timers (8000 ms warnings for the balance and the missing transfer reference, 1500 ms for the copy
 * confirmation), the §3 payment methods, the §9 application order and the §9 referral bonus of $200. Texts the spec
 * quotes are copied from it; the others are the design's copy. Asserted elsewhere: the balance screen text, 'no
 * payments' and 'nothing paid' on the page (account.test.tsx); the reset notice (6 s) and the failure alerts of the
 * profile's machines (account.machine.test.ts).
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
  transferReferenceWarning,
} from '../../../machines/account';

/** The support phone as configured (10 digits) and as the alerts show it. */
const SUPPORT_PHONE = '5512345678';
const SUPPORT = 'por favor comunícate con soporte al (551) 234-5678';
const warning = (message: string) => ({ message, alertType: 'warning', timer: 8000 });

describe('alerts (§8 balance warning, §2 missing transfer reference, §9 timers)', () => {
  it('the 8 s warnings with the formatted support phone; the copy confirmation for 1500 ms', () => {
    // design copy (the spec describes them: could not get their loans / no reference, contact support at {phone})
    const balance = `No pudimos obtener tus préstamos, ${SUPPORT}`;
    const transfer = `Aún no tienes una referencia para transferencias, ${SUPPORT}`;
    expect(balanceWarning(SUPPORT_PHONE)).toEqual(warning(balance));
    expect(balanceWarning('+52 55 1234 5678').message).toBe(balance);
    expect(MESSAGES.balanceWarning(SUPPORT_PHONE)).toBe(balance);
    expect(transferReferenceWarning(SUPPORT_PHONE)).toEqual(warning(transfer));
    expect(MESSAGES.transferReferenceMissing(SUPPORT_PHONE)).toBe(transfer);
    expect(copiedAlert).toEqual({ message: 'Copiado al porta papeles', alertType: 'success', timer: 1500 });
  });

  it('the texts no page test reaches (design copy: not in the spec)', () => {
    expect(MESSAGES.noActive).toBe('No tienes compras ni préstamos activos.');
    expect(MESSAGES.loadFailed).toBe(
      'No pudimos cargar la información. Revisa tu conexión y vuelve a intentarlo.',
    );
  });
});

describe('§3 payment methods, §9 application order and referral', () => {
  it('the label of each method (design copy); anything else is a bank deposit at BBVA', () => {
    const labels = {
      bank_transfer_payment: 'Transferencia electrónica',
      cash_payment: 'Pago en efectivo (OXXO)',
      referral_bonification: 'Bonificación por referido',
      BBVA: 'Depósito bancario (BBVA)',
      bank_deposit_payment: 'Depósito bancario (BBVA)',
      '': 'Depósito bancario (BBVA)',
    };
    for (const [method, label] of Object.entries(labels)) expect(paymentMethodLabel(method)).toBe(label);
  });

  it('overdue oldest first; then the next due; then capital oldest first (design copy of the spec’s order)', () => {
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

  it('the bonus is $200 in centavos (paid after the first payment), and the rule names it', () => {
    expect(REFERRAL_BONUS).toBe(20_000);
    expect(referralRule('$200.00')).toBe(
      'Cuando la persona que invitaste haga su primer pago, te regalamos $200.00 que se abonan a tu saldo.',
    );
  });
});

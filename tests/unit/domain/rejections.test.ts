/**
 * src/domain/rejections.ts: the customer's text of every rejection reason (spec §8), written once for the result
 * screen and the decision SMS; the count of OVERDUE_ACCOUNTS; codes with a trailing space; the default.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REJECTION_TEXT,
  overdueAccountsText,
  REJECTION_TEXTS,
  rejectionText,
} from '../../../src/domain/rejections';

const TEXTS: Record<string, string> = {
  NO_PAYMENTS_RECORD:
    'Necesitamos más tiempo para conocerte: aún no tienes suficiente historial de pagos. Intenta de nuevo más adelante.',
  OVERDUE_BALANCE:
    'Tu comportamiento de pago reciente no nos permite aprobar tu solicitud. Ponte al corriente e intenta de nuevo.',
  FINANCIAL_PENALTIES:
    'Tu comportamiento de pago registra penalizaciones financieras. Ponte al corriente e intenta de nuevo.',
  OVERDUE_ACCOUNTS: 'Tu historial crediticio registra cuentas vencidas.',
  FAILED_RISK_MODEL:
    'Vamos a validar tu información de nuevo y te avisaremos en un plazo de 24 horas hábiles.',
  CLIENT_WITHOUT_CREDIT_HISTORY:
    'No encontramos historial crediticio a tu nombre, por lo que no podemos aprobar tu solicitud por ahora.',
  CREDIT_HISTORY_BLOCKED:
    'Tu historial crediticio está bloqueado. Desbloquéalo con las sociedades de información crediticia e intenta de nuevo.',
  FRAUDULENT_BEHAVIOR: 'No podemos aprobar tu solicitud. Podrás intentarlo de nuevo en 6 meses.',
  INTERNAL_PAST_DUE_BALANCE:
    'Tienes un saldo vencido con nosotros. Paga tu saldo pendiente para poder solicitar una nueva compra.',
  NO_CREDIT_HISTORY:
    'No tienes historial crediticio suficiente para aprobar tu solicitud. Intenta de nuevo más adelante.',
  PAST_DUE_ACCOUNTS: 'Tu historial crediticio registra cuentas con atraso en sus pagos.',
  PAST_DUE_ACCOUNTS_PERCENTAGE: 'Un porcentaje alto de tus cuentas registra atrasos en sus pagos.',
  SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT: 'Tu historial registra una cuenta vencida por un monto alto.',
  PAYMENT_BEHAVIOR_TREND: 'Tus cuentas muestran una tendencia reciente de atrasos en sus pagos.',
  FICO_SCORE_TOO_LOW: 'Tu puntaje crediticio no alcanza el mínimo requerido. Intenta de nuevo en un mes.',
  TOO_MANY_CONSULTATIONS: 'Tu historial registra demasiadas consultas recientes. Intenta de nuevo en un mes.',
  COMPETITOR_CONSULTATIONS:
    'Tu historial registra consultas recientes de otras financieras. Intenta de nuevo en un mes.',
  RECURRENT_LATE_PAYMENTS: 'Tu historial registra pagos tardíos recurrentes.',
  HIGH_CREDIT_CARD_UTILIZATION: 'Estás usando una parte muy alta del límite de tus tarjetas de crédito.',
  HIGH_OVERALL_CREDIT_UTILIZATION: 'Estás usando una parte muy alta de tus créditos disponibles.',
  TOO_MANY_RECENT_ACCOUNTS: 'Abriste demasiadas cuentas de crédito recientemente.',
  LITTLE_CREDIT_EXPERIENCE: 'Tu experiencia crediticia todavía es poca. Intenta de nuevo en un mes.',
  INSUFFICIENT_APPROVABLE_AMOUNT: 'El monto que podemos ofrecerte está muy por debajo del que solicitaste.',
  NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS:
    'Tu solicitud está en revisión por cuentas vencidas. Te daremos una respuesta en un plazo de 24 horas hábiles.',
};

describe('rejection texts', () => {
  it('every reason has its text, exactly', () => {
    expect(REJECTION_TEXTS).toEqual(TEXTS);
  });

  it.each(Object.entries(TEXTS))('%s, with or without a trailing space', (reason, text) => {
    expect(rejectionText(reason)).toBe(text);
    expect(rejectionText(`${reason} `)).toBe(text);
  });

  it('OVERDUE_ACCOUNTS with the count (singular and plural); without it, the reason’s text', () => {
    expect(rejectionText('OVERDUE_ACCOUNTS', 2)).toBe('Tu historial crediticio registra 2 cuentas vencidas.');
    expect(rejectionText('OVERDUE_ACCOUNTS ', 1)).toBe('Tu historial crediticio registra 1 cuenta vencida.');
    expect(rejectionText('OVERDUE_ACCOUNTS', 0)).toBe('Tu historial crediticio registra 0 cuentas vencidas.');
    expect(overdueAccountsText(3)).toBe('Tu historial crediticio registra 3 cuentas vencidas.');
    // The count belongs to OVERDUE_ACCOUNTS only.
    expect(rejectionText('FICO_SCORE_TOO_LOW', 2)).toBe(TEXTS.FICO_SCORE_TOO_LOW);
  });

  it('an unknown, empty or missing code: the default', () => {
    expect(DEFAULT_REJECTION_TEXT).toBe(
      'Por el momento no podemos financiar tu compra, intenta de nuevo en un mes.',
    );
    for (const reason of ['SOME_OTHER_REASON', 'toString', '', null, undefined]) {
      expect(rejectionText(reason)).toBe(DEFAULT_REJECTION_TEXT);
    }
  });
});

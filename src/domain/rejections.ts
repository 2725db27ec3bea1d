/**
 * What a customer reads about a rejection (spec §8 "Rejection reasons and their screens"), written once: the result
 * screen of the customer's own application and the decision SMS the customer gets when a promoter filed it. The
 * spec gives each screen's meaning only; these texts say that meaning, one per reason, plus the default for codes
 * the app does not know. They speak to the customer and carry credit-bureau detail (e.g. the count of overdue
 * accounts): never shown to a promoter (machines/application/rules.ts, promoter mode).
 */

export const REJECTION_TEXTS = {
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
} as const;
export const DEFAULT_REJECTION_TEXT =
  'Por el momento no podemos financiar tu compra, intenta de nuevo en un mes.';
export const overdueAccountsText = (count: number): string =>
  `Tu historial crediticio registra ${count} ${count === 1 ? 'cuenta vencida' : 'cuentas vencidas'}.`;

/**
 * The text of a rejection reason: the overdue-accounts count when the reason carries it, the reason's text, or the
 * default. Codes match with or without a trailing space (spec §8: the client spells many with one).
 */
export function rejectionText(reason: string | null | undefined, overdueAccounts?: number): string {
  const code = reason?.trim();
  if (code === 'OVERDUE_ACCOUNTS' && overdueAccounts !== undefined)
    return overdueAccountsText(overdueAccounts);
  return code !== undefined && Object.hasOwn(REJECTION_TEXTS, code)
    ? REJECTION_TEXTS[code as keyof typeof REJECTION_TEXTS]
    : DEFAULT_REJECTION_TEXT;
}

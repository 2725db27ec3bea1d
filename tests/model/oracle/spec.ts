/**
 * The spec's words and numbers shared by every flow's oracle, COPIED from the product spec
 * (credit-webapp-spec.md; section in each comment). Never import the app's messages or timing constants here or
 * in a model: a wrong text or constant in the app must fail a model test, not be reproduced by it.
 */

/** §5 "Validation rules": generic messages. */
export const MESSAGES = {
  required: 'El campo es requerido',
  invalid: 'El dato ingresado no es válido',
  minDigits: (n: number) => `El campo debe tener al menos ${n} dígitos`,
  maxDigits: (n: number) => `El campo debe tener al máximo ${n} dígitos`,
  mustAccept: 'Debe aceptar este campo',
} as const;

/**
 * §9 "Purchase amount 2,000 to 50,000 MXN; personal-loan default cap 20,000", "min rent 1,000; min income 1,000"
 * (§5 Address, Employment and Quick application), in pesos. Every test that walks a money bound reads it here, so a
 * change of a bound in the spec is one line of this file.
 */
export const BOUNDS = {
  minAmount: 2_000,
  maxAmount: 50_000,
  personalLoanCap: 20_000,
  minRent: 1_000,
  minIncome: 1_000,
} as const;

/** Pesos with thousands separators, as the texts write them: `1,000`. */
export const thousands = (pesos: number): string => pesos.toLocaleString('en-US');
/** A bound as the texts say it, in whole pesos: `$1,000`. */
export const wholePesos = (pesos: number): string => `$${thousands(pesos)}`;

/**
 * The words of the bounds (the spec gives the numbers, the design the sentence around them; the forms and the
 * server say these).
 */
export const BOUND_TEXTS = {
  minRent: `La renta mínima es de ${wholePesos(BOUNDS.minRent)}`,
  minIncome: `El ingreso mínimo es de ${wholePesos(BOUNDS.minIncome)}`,
  minAmount: `El monto mínimo es de ${wholePesos(BOUNDS.minAmount)}`,
  maxAmount: `El monto máximo es de ${wholePesos(BOUNDS.maxAmount)}`,
  personalLoanCap: `El préstamo personal es de hasta ${wholePesos(BOUNDS.personalLoanCap)}`,
} as const;

/** One step below a bound, the bound and one step above, as a customer types them (`999.99`, `1000`, `1000.01`). */
export function around(pesos: number, step = 0.01): readonly [below: string, at: string, above: string] {
  const digits = step < 1 ? 2 : 0;
  const typed = (value: number) => String(Number(value.toFixed(digits)));
  return [typed(pesos - step), typed(pesos), typed(pesos + step)];
}

/** The same three amounts as numbers of pesos (what the API carries). */
export function aroundPesos(pesos: number, step = 0.01): readonly [below: number, at: number, above: number] {
  const [below, at, above] = around(pesos, step);
  return [Number(below), Number(at), Number(above)];
}

/** §9 "Alert timers" and §4 "Alert". */
export const ALERT_MS = {
  default: 3000,
  error: 5000,
  warning: 8000,
  resetPasswordNotice: 6000,
  copyConfirmation: 1500,
  removed: 0,
} as const;

/** §9 "Estimate debounce 500 ms; store search debounce 1000 ms; … profile polling 3000 ms". */
export const DEBOUNCE_MS = { estimate: 500, storeSearch: 1000 } as const;
export const PROFILE_POLLING_MS = 3000;

/** §9 "Resend waits: 60 s …; 90 s for the business role. Reset redirect countdown 5 s." (ticks each second, §4) */
export const RESEND_WAIT_S = 60;
export const RESEND_WAIT_BUSINESS_S = 90;
export const RESET_REDIRECT_S = 5;
export const COUNTDOWN_TICK_MS = 1000;

/** §9 "Draft lifetimes: application 14, signup 12, promoter 1 (units per section 5)" — days, hours, days. */
export const DRAFT_LIFETIME = { applicationDays: 14, signupHours: 12, promoterDays: 1 } as const;

/** §3 "Application statuses", as the spec lists them (every flow's oracle walks them from here). */
export const SPEC_STATUSES = [
  'PREAPPROVED',
  'VALIDATING_SIGNATURE',
  'DOCUMENTS_UPLOADED',
  'ANALYSIS',
  'APPROVED',
  'SIGNED',
  'PAID',
  'CONFIRMED',
  'REJECTED',
  'RETRY_PROCESSING_APPLICATION',
  'ELEGIBLE_FOR_INTEREST_PAYMENTS',
] as const;

/** §9 "Local storage keys". */
export const STORAGE_KEYS = {
  pendingApplication: 'pendingApplication',
  applicationResult: 'applicationResult',
  pendingClientSignup: 'pendingClientSignup',
  pendingPromoterApplication: 'pendingPromoterApplication',
  authToken: 'authToken',
} as const;

/** A deliberately simple e-mail check (the spec: "e-mail valid"): something@something.tld, no spaces. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * The audience and expiry of a JWT, read here rather than with the app's decoder (the oracle must not share the
 * app's code): the payload is the second dot-separated part, base64url JSON.
 */
export function tokenClaims(token: string | null | undefined): { aud: string[]; exp: number } | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = JSON.parse(
      Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'),
    );
    const aud = Array.isArray(json.aud) ? json.aud : [json.aud];
    return typeof json.exp === 'number' ? { aud, exp: json.exp } : null;
  } catch {
    return null;
  }
}

export type Audience = 'client' | 'client-ephemeral' | 'business';

export function audienceOf(token: string | null | undefined): Audience | null {
  const aud = tokenClaims(token)?.aud ?? [];
  for (const a of ['client-ephemeral', 'business', 'client'] as const) if (aud.includes(a)) return a;
  return null;
}

/** §4 "A token already expired at load is discarded." */
export function isExpiredAt(token: string | null | undefined, nowMs: number): boolean {
  const claims = tokenClaims(token);
  return claims === null || claims.exp * 1000 <= nowMs;
}

/** The alert a flow emitted, as the oracle reads it. */
export interface EmittedAlert {
  type: string;
  message?: unknown;
  alertType?: unknown;
  timer?: unknown;
}

export function alertsIn(emitted: ReadonlyArray<EmittedAlert>): EmittedAlert[] {
  return emitted.filter((e) => e.type === 'alert');
}

/**
 * §8 "Rejection reasons and their screens": the spec gives each reason's meaning, in English; `means` says it in
 * the Spanish the screen (and the decision SMS) must carry (a pattern: the words the meaning needs). `copy` is the design's text for it
 * (not in the spec, like the headings): it pins the screen to one text per reason. OVERDUE_ACCOUNTS shows the
 * count, when the answer carries one. `default` is any other code ('cannot finance now, try again in a month').
 */
export const REJECTION_REASONS = {
  NO_PAYMENTS_RECORD: {
    means: /más tiempo para conocerte/,
    copy: 'Necesitamos más tiempo para conocerte: aún no tienes suficiente historial de pagos. Intenta de nuevo más adelante.',
  },
  OVERDUE_BALANCE: {
    means: /comportamiento de pago/,
    copy: 'Tu comportamiento de pago reciente no nos permite aprobar tu solicitud. Ponte al corriente e intenta de nuevo.',
  },
  FINANCIAL_PENALTIES: {
    means: /comportamiento de pago/,
    copy: 'Tu comportamiento de pago registra penalizaciones financieras. Ponte al corriente e intenta de nuevo.',
  },
  OVERDUE_ACCOUNTS: { means: /cuentas vencidas/, copy: 'Tu historial crediticio registra cuentas vencidas.' },
  FAILED_RISK_MODEL: {
    means: /validar tu información de nuevo.*24 horas hábiles/,
    copy: 'Vamos a validar tu información de nuevo y te avisaremos en un plazo de 24 horas hábiles.',
  },
  CLIENT_WITHOUT_CREDIT_HISTORY: {
    means: /historial crediticio/,
    copy: 'No encontramos historial crediticio a tu nombre, por lo que no podemos aprobar tu solicitud por ahora.',
  },
  CREDIT_HISTORY_BLOCKED: {
    means: /bloqueado.*Desbloquéalo con las sociedades de información crediticia/,
    copy: 'Tu historial crediticio está bloqueado. Desbloquéalo con las sociedades de información crediticia e intenta de nuevo.',
  },
  FRAUDULENT_BEHAVIOR: {
    means: /6 meses/,
    copy: 'No podemos aprobar tu solicitud. Podrás intentarlo de nuevo en 6 meses.',
  },
  INTERNAL_PAST_DUE_BALANCE: {
    means: /saldo vencido con nosotros.*[Pp]aga/,
    copy: 'Tienes un saldo vencido con nosotros. Paga tu saldo pendiente para poder solicitar una nueva compra.',
  },
  NO_CREDIT_HISTORY: {
    means: /historial crediticio/,
    copy: 'No tienes historial crediticio suficiente para aprobar tu solicitud. Intenta de nuevo más adelante.',
  },
  PAST_DUE_ACCOUNTS: {
    means: /atraso/,
    copy: 'Tu historial crediticio registra cuentas con atraso en sus pagos.',
  },
  PAST_DUE_ACCOUNTS_PERCENTAGE: {
    means: /atrasos/,
    copy: 'Un porcentaje alto de tus cuentas registra atrasos en sus pagos.',
  },
  SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT: {
    means: /vencida/,
    copy: 'Tu historial registra una cuenta vencida por un monto alto.',
  },
  PAYMENT_BEHAVIOR_TREND: {
    means: /atrasos/,
    copy: 'Tus cuentas muestran una tendencia reciente de atrasos en sus pagos.',
  },
  FICO_SCORE_TOO_LOW: {
    means: /en un mes/,
    copy: 'Tu puntaje crediticio no alcanza el mínimo requerido. Intenta de nuevo en un mes.',
  },
  TOO_MANY_CONSULTATIONS: {
    means: /en un mes/,
    copy: 'Tu historial registra demasiadas consultas recientes. Intenta de nuevo en un mes.',
  },
  COMPETITOR_CONSULTATIONS: {
    means: /en un mes/,
    copy: 'Tu historial registra consultas recientes de otras financieras. Intenta de nuevo en un mes.',
  },
  RECURRENT_LATE_PAYMENTS: {
    means: /pagos tardíos recurrentes/,
    copy: 'Tu historial registra pagos tardíos recurrentes.',
  },
  HIGH_CREDIT_CARD_UTILIZATION: {
    means: /tarjetas de crédito/,
    copy: 'Estás usando una parte muy alta del límite de tus tarjetas de crédito.',
  },
  HIGH_OVERALL_CREDIT_UTILIZATION: {
    means: /créditos disponibles/,
    copy: 'Estás usando una parte muy alta de tus créditos disponibles.',
  },
  TOO_MANY_RECENT_ACCOUNTS: {
    means: /demasiadas cuentas/,
    copy: 'Abriste demasiadas cuentas de crédito recientemente.',
  },
  LITTLE_CREDIT_EXPERIENCE: {
    means: /en un mes/,
    copy: 'Tu experiencia crediticia todavía es poca. Intenta de nuevo en un mes.',
  },
  INSUFFICIENT_APPROVABLE_AMOUNT: {
    means: /muy por debajo/,
    copy: 'El monto que podemos ofrecerte está muy por debajo del que solicitaste.',
  },
  NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS: {
    means: /revisión.*24 horas hábiles/,
    copy: 'Tu solicitud está en revisión por cuentas vencidas. Te daremos una respuesta en un plazo de 24 horas hábiles.',
  },
} as const;

/** §8: any other code, an empty one or none. */
export const DEFAULT_REJECTION = {
  means: /no podemos financiar.*en un mes/,
  copy: 'Por el momento no podemos financiar tu compra, intenta de nuevo en un mes.',
} as const;

/** §8 OVERDUE_ACCOUNTS 'shows the count' (the design's wording around it). */
export const overdueAccountsText = (count: number) =>
  `Tu historial crediticio registra ${count} ${count === 1 ? 'cuenta vencida' : 'cuentas vencidas'}.`;

/** The copy of each reason, by code (the table above without its patterns). */
export const REJECTION_TEXTS: Readonly<Record<keyof typeof REJECTION_REASONS, string>> = Object.fromEntries(
  Object.entries(REJECTION_REASONS).map(([reason, { copy }]) => [reason, copy]),
) as Record<keyof typeof REJECTION_REASONS, string>;

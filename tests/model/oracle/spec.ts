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

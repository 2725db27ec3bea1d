/**
 * Term options (plazos, in months) by credit amount — spec §9 and the product form of §5.
 *
 * | amount (MXN)        | terms                        |
 * |---------------------|------------------------------|
 * | 2,000 – 2,999.99    | 3                            |
 * | 3,000 – 4,999.99    | 3, 6                         |
 * | 5,000 – 9,999.99    | 3, 6, 9, 12                  |
 * | 10,000 – 20,000.00  | 3, 6, 9, 12, 15, 18          |
 * | 20,000.01 – 50,000  | 3, 6, 9, 12, 15, 18, 24      |
 *
 * The personal loan uses only the first four bands (it is capped at 20,000). Default term: 3 months.
 * The term buttons are disabled while the amount is under 1,999 pesos.
 */
import { asCentavos, CENTAVOS_PER_PESO, type Centavos, formatMXN, pesos } from './money.ts';

export type ApplicationType = 'STORE' | 'PERSONAL_LOAN';

export interface TermBand {
  /** Lowest amount of the band, inclusive. */
  min: Centavos;
  /** Highest amount of the band, inclusive. */
  max: Centavos;
  terms: readonly number[];
}

export const TERM_BANDS: readonly TermBand[] = [
  { min: pesos(2_000), max: pesos(2_999.99), terms: [3] },
  { min: pesos(3_000), max: pesos(4_999.99), terms: [3, 6] },
  { min: pesos(5_000), max: pesos(9_999.99), terms: [3, 6, 9, 12] },
  { min: pesos(10_000), max: pesos(20_000), terms: [3, 6, 9, 12, 15, 18] },
  { min: pesos(20_000.01), max: pesos(50_000), terms: [3, 6, 9, 12, 15, 18, 24] },
];

/** Number of bands the personal loan may use. */
export const PERSONAL_LOAN_BANDS = 4;

export const DEFAULT_TERM = 3;

/** Below this amount the term buttons are disabled (§5). */
export const TERM_BUTTONS_MIN_AMOUNT = pesos(1_999);

/** Every term the product offers at some amount. */
export const ALL_TERMS: readonly number[] = [3, 6, 9, 12, 15, 18, 24];

function bandsFor(type: ApplicationType): readonly TermBand[] {
  return type === 'PERSONAL_LOAN' ? TERM_BANDS.slice(0, PERSONAL_LOAN_BANDS) : TERM_BANDS;
}

/**
 * The terms allowed for an amount, or `[]` when the amount is outside the product's bands
 * (under 2,000, over 50,000, or over 20,000 for a personal loan). Use this to validate a request.
 */
export function termsForAmount(amount: Centavos, type: ApplicationType): readonly number[] {
  const band = bandsFor(type).find((b) => amount >= b.min && amount <= b.max);
  return band ? band.terms : [];
}

/** True when `term` is one of the terms allowed for the amount. */
export function isAllowedTerm(amount: Centavos, term: number, type: ApplicationType): boolean {
  return termsForAmount(amount, type).includes(term);
}

export interface TermChoices {
  /** The term buttons to show. */
  terms: readonly number[];
  /** True while the amount is under 1,999: the buttons are shown but disabled. */
  disabled: boolean;
}

/**
 * The term buttons of the product form. Below the first band the first band's terms are shown (disabled
 * under 1,999); above the product's last band its last band's terms are shown.
 */
export function termChoices(amount: Centavos, type: ApplicationType): TermChoices {
  const bands = bandsFor(type);
  const first = bands[0]!;
  const last = bands[bands.length - 1]!;
  let terms = termsForAmount(amount, type);
  if (terms.length === 0) terms = amount < first.min ? first.terms : last.terms;
  return { terms, disabled: amount < TERM_BUTTONS_MIN_AMOUNT };
}

/** Whole pesos of a band edge as a person reads it: its lowest whole peso up (`$20,001`), its highest down (`$2,999`). */
function bandEdge(amount: Centavos, direction: 'up' | 'down'): string {
  const whole = (direction === 'up' ? Math.ceil : Math.floor)(amount / CENTAVOS_PER_PESO);
  return formatMXN(asCentavos(whole * CENTAVOS_PER_PESO), { cents: false });
}

/** 'a 3 meses', 'a 3 o 6 meses', 'hasta 12 meses'. */
function bandTerms(terms: readonly number[]): string {
  if (terms.length === 1) return `a ${terms[0]} meses`;
  if (terms.length === 2) return `a ${terms[0]} o ${terms[1]} meses`;
  return `hasta ${terms[terms.length - 1]} meses`;
}

/**
 * The bands in words, from `TERM_BANDS` (the help page's answer): 'Los plazos dependen del monto: de $2,000 a $2,999
 * a 3 meses; … y de $20,001 a $50,000 hasta 24 meses.'
 */
export function termBandsText(bands: readonly TermBand[] = TERM_BANDS): string {
  const parts = bands.map(
    (b) => `de ${bandEdge(b.min, 'up')} a ${bandEdge(b.max, 'down')} ${bandTerms(b.terms)}`,
  );
  const last = parts.pop();
  return `Los plazos dependen del monto: ${parts.length > 0 ? `${parts.join('; ')} y ${last}` : last}.`;
}

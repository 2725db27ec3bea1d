/**
 * CLABE (Clave Bancaria Estandarizada): the 18-digit Mexican interbank account number.
 *
 * Layout: 3 digits bank code, 3 digits plaza (city) code, 11 digits account, 1 check digit.
 * Check digit: multiply the first 17 digits by the weights 3, 7, 1, 3, 7, 1, …, keep each product
 * modulo 10, add them up, and take (10 − sum mod 10) mod 10.
 * Display format: `###-###-###########-#`.
 */

export const CLABE_LENGTH = 18;

const WEIGHTS = [3, 7, 1] as const;

export const CLABE_MESSAGES = {
  required: 'El campo es requerido',
  tooShort: `El campo debe tener al menos ${CLABE_LENGTH} dígitos`,
  tooLong: `El campo debe tener al máximo ${CLABE_LENGTH} dígitos`,
  invalid: 'El dato ingresado no es válido',
  confirmationRequired: 'La confirmación de la CLABE es requerida',
  mismatch: 'Las CLABEs ingresadas son diferentes',
} as const;

/** Removes spaces and dashes (as typed or pasted in the formatted form). */
export function normalizeClabe(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The check digit for the first 17 digits of a CLABE. Throws a RangeError unless given exactly 17 digits. */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('A CLABE check digit needs exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    sum += (Number(first17[i]) * WEIGHTS[i % 3]!) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 18 digits (spaces and dashes ignored) whose last digit is the right check digit. */
export function isValidClabe(input: string): boolean {
  const digits = normalizeClabe(input);
  return /^\d{18}$/.test(digits) && clabeCheckDigit(digits.slice(0, 17)) === Number(digits[17]);
}

export interface ClabeParts {
  bankCode: string;
  plazaCode: string;
  account: string;
  checkDigit: string;
}

/** Splits a CLABE (18 digits, spaces and dashes ignored) into its parts; null if it is not 18 digits. */
export function clabeParts(input: string): ClabeParts | null {
  const digits = normalizeClabe(input);
  if (!/^\d{18}$/.test(digits)) return null;
  return {
    bankCode: digits.slice(0, 3),
    plazaCode: digits.slice(3, 6),
    account: digits.slice(6, 17),
    checkDigit: digits.slice(17),
  };
}

/** The 3-digit bank code (e.g. `012` for BBVA), or null when the input is not 18 digits. */
export function clabeBankCode(input: string): string | null {
  return clabeParts(input)?.bankCode ?? null;
}

/**
 * Formats as `###-###-###########-#`. Partial input is formatted as far as it goes (for an input mask):
 * `0121` → `012-1`. Non-digits are dropped and at most 18 digits are kept.
 */
export function formatClabe(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CLABE_LENGTH);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 17), digits.slice(17)]
    .filter((part) => part !== '')
    .join('-');
}

/** Spanish error message for a CLABE field, or null when valid. */
export function validateClabe(input: string): string | null {
  const value = normalizeClabe(input);
  if (value === '') return CLABE_MESSAGES.required;
  if (!/^\d+$/.test(value)) return CLABE_MESSAGES.invalid;
  if (value.length < CLABE_LENGTH) return CLABE_MESSAGES.tooShort;
  if (value.length > CLABE_LENGTH) return CLABE_MESSAGES.tooLong;
  return isValidClabe(value) ? null : CLABE_MESSAGES.invalid;
}

/** Spanish error message for the CLABE confirmation field, or null when it matches. */
export function validateClabeConfirmation(clabe: string, confirmation: string): string | null {
  const value = normalizeClabe(confirmation);
  if (value === '') return CLABE_MESSAGES.confirmationRequired;
  return value === normalizeClabe(clabe) ? null : CLABE_MESSAGES.mismatch;
}

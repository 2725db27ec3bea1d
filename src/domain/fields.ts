/**
 * The basic field validators of spec §5 (required, e-mail, lengths, digits) and their Spanish messages.
 * Kept apart from `validation.ts` so a screen that needs only these (the login form) does not pull in the
 * CURP, RFC and birth-date rules. A validator returns the message to show, or null when the value is fine.
 */
export type Validator<T = unknown> = (value: T) => string | null;

/** The generic messages of spec §5 and the personal-data ones, exactly. */
export const MESSAGES = {
  required: 'El campo es requerido',
  invalid: 'El dato ingresado no es válido',
  mustAccept: 'Debe aceptar este campo',
  minAge: 'Debes tener al menos 18 años',
  maxAge: 'Debes ser menor de 70 años',
  acceptTerms: 'Debes aceptar los términos y condiciones',
  minDigits: (n: number): string => `El campo debe tener al menos ${n} dígitos`,
  maxDigits: (n: number): string => `El campo debe tener al máximo ${n} dígitos`,
  /** Passwords count characters, not digits (the field's hint says 'caracteres' too). */
  minCharacters: (n: number): string => `El campo debe tener al menos ${n} caracteres`,
} as const;

export const text = (value: unknown): string => (value == null ? '' : String(value).trim());

export const isEmpty = (value: unknown): boolean =>
  value == null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Runs the validators in order and returns the first message. */
export function compose<T>(...validators: Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validator of validators) {
      const message = validator(value);
      if (message !== null) return message;
    }
    return null;
  };
}

/** 'El campo es requerido' for null, undefined, blank strings and empty lists. */
export const required: Validator = (value) => (isEmpty(value) ? MESSAGES.required : null);

/** A checkbox that must be ticked: 'Debe aceptar este campo' unless the value is `true`. */
export const accepted =
  (message: string = MESSAGES.mustAccept): Validator =>
  (value) =>
    value === true ? null : message;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** A plausible e-mail address (`name@domain.tld`), otherwise 'El dato ingresado no es válido'. */
export const email: Validator = (value) =>
  isEmpty(value) || EMAIL.test(text(value)) ? null : MESSAGES.invalid;

/** At least `n` characters: 'El campo debe tener al menos N dígitos'. */
export const minLength =
  (n: number): Validator =>
  (value) =>
    isEmpty(value) || text(value).length >= n ? null : MESSAGES.minDigits(n);

/** At least `n` characters as typed (passwords): 'El campo debe tener al menos N caracteres'. */
export const minCharacters =
  (n: number): Validator =>
  (value) =>
    isEmpty(value) || String(value).length >= n ? null : MESSAGES.minCharacters(n);

/** At most `n` characters: 'El campo debe tener al máximo N dígitos'. */
export const maxLength =
  (n: number): Validator =>
  (value) =>
    isEmpty(value) || text(value).length <= n ? null : MESSAGES.maxDigits(n);

/** Exactly `n` characters: the minimum message when shorter, the maximum one when longer. */
export const exactLength = (n: number): Validator => compose(minLength(n), maxLength(n));

/** Digits only, otherwise 'El dato ingresado no es válido'. */
export const digits: Validator = (value) =>
  isEmpty(value) || /^\d+$/.test(text(value)) ? null : MESSAGES.invalid;

/** Exactly `n` digits (codes, NIP, phone, postal code): length messages first, then digits only. */
export const exactDigits = (n: number): Validator => compose(exactLength(n), digits);

export type Rules<T> = { [K in keyof T]?: Validator<T[K]> };
export type FieldErrors<T> = { [K in keyof T]?: string };

/** Runs each field's validator; the result holds only the fields with a message (empty when valid). */
export function validateFields<T extends object>(values: T, rules: Rules<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const message = rules[key]?.(values[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

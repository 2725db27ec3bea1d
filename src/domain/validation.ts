/**
 * Field validation (spec §5). A validator is a plain function that returns the Spanish message to show,
 * or null when the value is fine. Validators compose per field with `compose` (the first message wins)
 * and a form is checked with `validateFields`, so machines, screens and the sandbox server share them.
 *
 * Convention: only `required` (and `accepted`) complain about an empty value; the others let an empty
 * value pass, so `compose(required, email)` says 'El campo es requerido' for '' and `email` alone makes
 * a field optional. Strings are read trimmed (text fields are trimmed on blur).
 */
import { parseBirthDate } from './calendar.ts';
import { isValidCurp } from './curp.ts';
import { ageInYears } from './dates.ts';
import { isValidRfc } from './rfc.ts';

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
} as const;

/** Age limits of the personal-data step: at least 18, under 70. */
export const MIN_AGE = 18;
export const MAX_AGE_EXCLUSIVE = 70;

const text = (value: unknown): string => (value == null ? '' : String(value).trim());

const isEmpty = (value: unknown): boolean =>
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

/** The terms checkbox: 'Debes aceptar los términos y condiciones'. */
export const acceptTerms: Validator = accepted(MESSAGES.acceptTerms);

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** A plausible e-mail address (`name@domain.tld`), otherwise 'El dato ingresado no es válido'. */
export const email: Validator = (value) =>
  isEmpty(value) || EMAIL.test(text(value)) ? null : MESSAGES.invalid;

/** At least `n` characters: 'El campo debe tener al menos N dígitos'. */
export const minLength =
  (n: number): Validator =>
  (value) =>
    isEmpty(value) || text(value).length >= n ? null : MESSAGES.minDigits(n);

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

/**
 * Birth date typed as `yyyy/mm/dd` (or `yyyy-mm-dd`, or an ISO date-time): 'El dato ingresado no es
 * válido' when it is not a real date, 'Debes tener al menos 18 años' under 18, and 'Debes ser menor de
 * 70 años' at 70 or more, counting on the Mexico City date of `now` (default: the current time).
 */
export const adultAge =
  (now: Date | number | (() => Date | number) = () => Date.now()): Validator =>
  (value) => {
    if (isEmpty(value)) return null;
    const birth = parseBirthDate(text(value));
    if (!birth) return MESSAGES.invalid;
    const age = ageInYears(birth, typeof now === 'function' ? now() : now);
    if (age < MIN_AGE) return MESSAGES.minAge;
    return age >= MAX_AGE_EXCLUSIVE ? MESSAGES.maxAge : null;
  };

/** CURP: 18 characters, then the official structure and check digit (case-insensitive). */
export const curp: Validator = compose(exactLength(18), (value) =>
  isEmpty(value) || isValidCurp(text(value).toUpperCase()) ? null : MESSAGES.invalid,
);

/** RFC of a natural person: 13 characters, then structure, date and check character (case-insensitive). */
export const rfc: Validator = compose(exactLength(13), (value) =>
  isEmpty(value) || isValidRfc(text(value).toUpperCase()) ? null : MESSAGES.invalid,
);

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

/** Sign-up account step: e-mail, 10-digit phone, password of at least 8. */
export const accountRules: Rules<{ email: string; phoneNumber: string; password: string }> = {
  email: compose(required, email),
  phoneNumber: compose(required, exactDigits(10)),
  password: compose(required, minLength(8)),
};

/** Values of the personal-data step (spec §3) as the form holds them. */
export interface PersonalDataValues {
  name: string;
  firstSurname: string;
  secondSurname: string;
  sex: string;
  nationality: string;
  countryOfBirth: string;
  stateOfBirth: string;
  dateOfBirth: string;
  curp: string;
  taxpayerId: string;
  termsAndConditions: boolean;
}

/** Personal-data step (spec §5), with the ages counted on the Mexico City date of `now`. */
export function personalDataRules(now?: Date | number | (() => Date | number)): Rules<PersonalDataValues> {
  return {
    name: required,
    firstSurname: required,
    secondSurname: required,
    sex: required,
    nationality: required,
    countryOfBirth: required,
    stateOfBirth: required,
    dateOfBirth: compose(required, adultAge(now)),
    curp: compose(required, curp),
    taxpayerId: compose(required, rfc),
    termsAndConditions: acceptTerms,
  };
}

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
import {
  accepted,
  compose,
  email,
  exactDigits,
  exactLength,
  isEmpty,
  MESSAGES,
  minCharacters,
  type Rules,
  required,
  text,
  type Validator,
} from './fields.ts';
import { isValidRfc } from './rfc.ts';

export * from './fields.ts';

/** Age limits of the personal-data step: at least 18, under 70. */
export const MIN_AGE = 18;
export const MAX_AGE_EXCLUSIVE = 70;

/** The terms checkbox: 'Debes aceptar los términos y condiciones'. */
export const acceptTerms: Validator = accepted(MESSAGES.acceptTerms);

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

/** Sign-up account step: e-mail, 10-digit phone, password of at least 8 characters. */
export const accountRules: Rules<{ email: string; phoneNumber: string; password: string }> = {
  email: compose(required, email),
  phoneNumber: compose(required, exactDigits(10)),
  password: compose(required, minCharacters(8)),
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

/**
 * The sign-up forms as plain data, and the pure rules the machine applies to them: validation (spec §5, through
 * the domain validators), phone normalisation, the CURP-lookup mapping and the CURP/RFC generation of manual mode
 * (src/domain/curp.ts, rfc.ts). No XState here: the machine names these as guards and actions.
 */
import type { CurpPersonalData } from '../../src/api/contract/clients';
import { parseBirthDate } from '../../src/domain/calendar';
import { generateCurp, parseCurp } from '../../src/domain/curp';
import { digitsOnly } from '../../src/domain/phone';
import { generateRfc } from '../../src/domain/rfc';
import { findState, isMexico, MEXICO, STATES } from '../../src/domain/states';
import {
  accountRules,
  compose,
  curp as curpRule,
  email as emailRule,
  exactDigits,
  type FieldErrors,
  hasErrors,
  type PersonalDataValues,
  personalDataRules,
  required,
  validateFields,
} from '../../src/domain/validation';
import { type Errors, type Touched as TouchedOf, touchAll } from '../shared/form';

// ---------------------------------------------------------------------------------------------------------------
// Account step

export type AccountField = 'email' | 'phoneNumber' | 'password';

export interface AccountValues {
  readonly email: string;
  /** Digits only, at most 10 (shown as (###) ###-####). */
  readonly phoneNumber: string;
  readonly password: string;
}

export type AccountErrors = Readonly<Partial<Record<AccountField, string>>>;

export function validateAccount(values: AccountValues): AccountErrors {
  return validateFields(values, accountRules);
}

/**
 * What the phone field keeps from what was typed or pasted: digits only, at most 10. A paste longer than 10
 * digits (`+52 55 1234 5678`) keeps the last 10; typing past the 10th digit keeps the first 10.
 */
export function normalizePhone(previous: string, typed: string): string {
  const digits = digitsOnly(typed);
  if (digits.length <= 10) return digits;
  return digits.startsWith(previous) && previous.length === 10 ? previous : digits.slice(-10);
}

// ---------------------------------------------------------------------------------------------------------------
// Personal-data step

/** Which form the personal-data step shows: a state of the machine (`personalData.curp` / `.manual`). */
export type SignupMode = 'curp' | 'manual';

/** The text and select fields of the personal-data step (the birth date is three pickers). */
export type PersonalField =
  | 'name'
  | 'firstSurname'
  | 'secondSurname'
  | 'sex'
  | 'nationality'
  | 'countryOfBirth'
  | 'stateOfBirth'
  | 'birthDay'
  | 'birthMonth'
  | 'birthYear'
  | 'curp'
  | 'taxpayerId';

/** Fields whose errors show: the form's fields with the birth date as one (`dateOfBirth`) and the terms. */
export type PersonalErrorField = keyof PersonalDataValues;

export interface PersonalValues {
  readonly name: string;
  readonly firstSurname: string;
  readonly secondSurname: string;
  /** `H` Hombre or `M` Mujer (default M, spec §3). */
  readonly sex: string;
  readonly nationality: string;
  readonly countryOfBirth: string;
  /** A state value of src/domain/states.ts (`JALISCO`), or `NE` when born abroad. */
  readonly stateOfBirth: string;
  /** `01`–`31`. */
  readonly birthDay: string;
  /** `01`–`12`. */
  readonly birthMonth: string;
  /** Four digits. */
  readonly birthYear: string;
  readonly curp: string;
  readonly taxpayerId: string;
  readonly termsAndConditions: boolean;
  /**
   * 'No tengo segundo apellido': the person has one surname (RENAPO writes X in its place in the CURP, SAT rule 7
   * builds the RFC from the one surname). Otherwise 'Segundo apellido' is required (spec §5).
   */
  readonly noSecondSurname: boolean;
}

export type PersonalErrors = Errors<PersonalErrorField>;
export type Touched = TouchedOf<PersonalErrorField>;

export const EMPTY_PERSONAL: PersonalValues = {
  name: '',
  firstSurname: '',
  secondSurname: '',
  sex: 'M',
  nationality: MEXICO.value,
  countryOfBirth: MEXICO.value,
  stateOfBirth: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  curp: '',
  taxpayerId: '',
  termsAndConditions: false,
  noSecondSurname: false,
};

/** Text fields (trimmed on blur); the others are pickers. */
export const TEXT_FIELDS: ReadonlySet<PersonalField> = new Set([
  'name',
  'firstSurname',
  'secondSurname',
  'curp',
  'taxpayerId',
]);

/** Fields typed in upper case (spec §3: curp and taxpayerId are upper-cased). */
const UPPER_CASE_FIELDS: ReadonlySet<PersonalField> = new Set(['curp', 'taxpayerId']);

/** The fields manual mode needs before it generates the CURP and the RFC (spec §4). */
export const IDENTITY_SOURCE_FIELDS: readonly PersonalField[] = [
  'name',
  'firstSurname',
  'secondSurname',
  'sex',
  'birthDay',
  'birthMonth',
  'birthYear',
  'countryOfBirth',
  'nationality',
  'stateOfBirth',
];

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** The birth date as the form holds it, `yyyy/mm/dd`; empty until the three pickers are chosen. */
export function birthDateOf(values: PersonalValues): string {
  if (!values.birthYear || !values.birthMonth || !values.birthDay) return '';
  return `${values.birthYear}/${values.birthMonth}/${values.birthDay}`;
}

/** The error field a form field reports to. */
export function errorFieldOf(field: PersonalField): PersonalErrorField {
  return field === 'birthDay' || field === 'birthMonth' || field === 'birthYear' ? 'dateOfBirth' : field;
}

export function withField(values: PersonalValues, field: PersonalField, value: string): PersonalValues {
  return { ...values, [field]: UPPER_CASE_FIELDS.has(field) ? value.toUpperCase() : value };
}

export function toValidationValues(values: PersonalValues): PersonalDataValues {
  return {
    name: values.name,
    firstSurname: values.firstSurname,
    secondSurname: values.noSecondSurname ? '' : values.secondSurname,
    sex: values.sex,
    nationality: values.nationality,
    countryOfBirth: values.countryOfBirth,
    stateOfBirth: values.stateOfBirth,
    dateOfBirth: birthDateOf(values),
    curp: values.curp,
    taxpayerId: values.taxpayerId,
    termsAndConditions: values.termsAndConditions,
  };
}

/** Every error of the personal-data form, ages counted on the Mexico City date of `now`. */
export function validatePersonal(values: PersonalValues, now: number): PersonalErrors {
  const errors: Partial<Record<PersonalErrorField, string>> = validateFields(
    toValidationValues(values),
    personalDataRules(now),
  );
  if (values.noSecondSurname) delete errors.secondSurname;
  return errors;
}

export const ALL_TOUCHED: Touched = touchAll<PersonalErrorField>([
  'name',
  'firstSurname',
  'secondSurname',
  'sex',
  'nationality',
  'countryOfBirth',
  'stateOfBirth',
  'dateOfBirth',
  'curp',
  'taxpayerId',
  'termsAndConditions',
]);

/** Spec §5 "CURP search": required, 18 characters (then the official structure and check digit). */
export const curpSearchRule = compose(required, curpRule);

export function curpSearchError(values: PersonalValues): string | null {
  return curpSearchRule(values.curp);
}

/** True when the identity fields manual mode needs are all filled (no second surname when so declared). */
export function hasIdentitySources(values: PersonalValues): boolean {
  return IDENTITY_SOURCE_FIELDS.every(
    (field) => (field === 'secondSurname' && values.noSecondSurname) || values[field].trim() !== '',
  );
}

/** The CURP and RFC the form's identity fields give; null where they are incomplete or invalid. */
export function generatedIdentifiers(values: PersonalValues): { curp: string | null; rfc: string | null } {
  if (!hasIdentitySources(values)) return { curp: null, rfc: null };
  const dateOfBirth = birthDateOf(values);
  const secondSurname = values.noSecondSurname ? '' : values.secondSurname;
  const curp = generateCurp({
    name: values.name,
    firstSurname: values.firstSurname,
    secondSurname,
    sex: values.sex === 'H' ? 'H' : 'M',
    dateOfBirth,
    stateOfBirth: values.stateOfBirth,
    countryOfBirth: values.countryOfBirth,
  });
  const rfc = generateRfc({
    name: values.name,
    firstSurname: values.firstSurname,
    secondSurname,
    dateOfBirth,
  });
  return { curp, rfc };
}

/**
 * Manual mode after a change of the identity fields (spec §4): CURP and RFC generated again. Where they can no
 * longer be generated (a field emptied, an impossible birth date), a value that was generated from the previous
 * data is cleared; one the user typed is kept.
 */
export function withGeneratedIdentifiers(
  values: PersonalValues,
  previous: PersonalValues = values,
): PersonalValues {
  const next = generatedIdentifiers(values);
  const before = generatedIdentifiers(previous);
  const keepOrClear = (current: string, generatedBefore: string | null) =>
    generatedBefore !== null && current === generatedBefore ? '' : current;
  return {
    ...values,
    curp: next.curp ?? keepOrClear(values.curp, before.curp),
    taxpayerId: next.rfc ?? keepOrClear(values.taxpayerId, before.rfc),
  };
}

/**
 * After a CURP lookup that found nothing (spec §8: the form switches to manual entry): what the typed CURP itself
 * says — sex, birth date and state of birth — so the user does not type them twice. Unchanged for a CURP that
 * is not valid (its check digit, date or state code).
 */
export function fromTypedCurp(values: PersonalValues): PersonalValues {
  const curp = values.curp.trim().toUpperCase();
  const parts = parseCurp(curp);
  if (!parts || parts.sex === 'X') return values;
  const [year = '', month = '', day = ''] = parts.dateOfBirth.split('-');
  const state = STATES.find((s) => s.curpCode === parts.stateCode);
  return {
    ...values,
    curp,
    sex: parts.sex,
    birthYear: year,
    birthMonth: month,
    birthDay: day,
    stateOfBirth: state?.value ?? values.stateOfBirth,
  };
}

/** The form filled from a CURP lookup (spec §4): the registry's data, with the RFC computed locally. */
export function fromCurpLookup(values: PersonalValues, found: CurpPersonalData): PersonalValues {
  const birth = parseBirthDate(found.dateOfBirth);
  const state = findState(found.stateOfBirth);
  const filled: PersonalValues = {
    ...values,
    name: found.name.trim(),
    firstSurname: found.firstSurname.trim(),
    secondSurname: found.secondSurname.trim(),
    sex: found.sex,
    nationality: found.nationality.trim().toUpperCase(),
    countryOfBirth: found.countryOfBirth.trim().toUpperCase(),
    stateOfBirth: state?.value === 'NACIDO EN EL EXTRANJERO' ? 'NE' : (state?.value ?? found.stateOfBirth),
    birthDay: birth ? pad2(birth.day) : '',
    birthMonth: birth ? pad2(birth.month) : '',
    birthYear: birth ? String(birth.year) : '',
    curp: found.curp.toUpperCase(),
    noSecondSurname: found.secondSurname.trim() === '',
  };
  const rfc = generateRfc({
    name: filled.name,
    firstSurname: filled.firstSurname,
    secondSurname: filled.secondSurname,
    dateOfBirth: birthDateOf(filled),
  });
  return { ...filled, taxpayerId: rfc ?? '' };
}

/** Spec §2 "Non-Mexican outcome": the looked-up country of birth is not Mexico. */
export function isBornAbroad(found: CurpPersonalData): boolean {
  return !isMexico(found.countryOfBirth);
}

// ---------------------------------------------------------------------------------------------------------------
// Verification and e-mail update

/** The activation code's length (spec §5 "Verification": 4 digits). */
export const ACTIVATION_CODE_LENGTH = 4;

/** What the code field keeps from what was typed or pasted: digits only, at most 4. */
export const activationCodeOf = (typed: string | undefined) =>
  (typed ?? '').replace(/\D/g, '').slice(0, ACTIVATION_CODE_LENGTH);

/** Spec §5 "Verification": 4 digits, required. */
export const activationCodeRule = compose(required, exactDigits(ACTIVATION_CODE_LENGTH));

/** Spec §5 "New e-mail": valid, required. */
export const newEmailRule = compose(required, emailRule);

export type { FieldErrors };
export { hasErrors };

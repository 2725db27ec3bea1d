/**
 * The forms of the credit application (spec §5 product form, §6 credit limit, §9 amounts and term bands; §3
 * address, employment, references, consent; §5 validation) as the machine holds them: text as typed (money is
 * parsed to centavos only to check it; bodies.ts turns the values into what the API takes), and their rules. Pure.
 */
import type { ApplicationType } from '../../src/api/contract/common';
import { isBeforeToday } from '../../src/domain/dates';
import { compose, exactDigits, MESSAGES, minLength, required } from '../../src/domain/fields';
import { incomeRefusal, MIN_AMOUNT, rentRefusal } from '../../src/domain/limits';
import { type Centavos, parseMXN } from '../../src/domain/money';
import { checkProduct } from '../../src/domain/product';
import { DEFAULT_TERM, isAllowedTerm } from '../../src/domain/terms';
import type { Errors } from '../shared/form';
import { PAST_DATE_MESSAGE, POSTAL_CODE_INVALID_MESSAGE } from './messages';

export type { Errors };

export const HOUSING_TYPES = ['OWNED', 'RENTED', 'GUEST', 'MORTGAGE'] as const;
export const MARITAL_STATUSES = [
  'SINGLE',
  'MARRIED_SEPARATE_PROPERTY',
  'MARRIED_CONJUGAL_PARTNERSHIP',
  'DIVORCED',
  'WIDOWED',
] as const;
export const EMPLOYMENT_STATUSES = ['EMPLOYED', 'INDEPENDENT', 'RETIRED', 'HOMEMAKER', 'UNEMPLOYED'] as const;
const WORKING = new Set(['EMPLOYED', 'INDEPENDENT', 'RETIRED']);
/** Economic dependents 0 to 6 (6 = "6 o más"). */
export const DEPENDENT_OPTIONS = ['0', '1', '2', '3', '4', '5', '6'] as const;

// -----------------------------------------------------------------------------------------------------------
// Product

/**
 * The product form under the contract's names (`productInformation` of src/api/contract/applications.ts): amounts
 * as typed (text), the term in months.
 */
export interface ProductValues {
  /** Purchase price as typed (STORE); a personal loan's price is its amount. */
  productPrice: string;
  creditAmount: string;
  /** Months; 0 = none chosen. */
  requestedPeriod: number;
}
export type ProductField = 'productPrice' | 'creditAmount';
export const EMPTY_PRODUCT: ProductValues = {
  productPrice: '',
  creditAmount: '',
  requestedPeriod: DEFAULT_TERM,
};

/** A typed amount in centavos, or null when empty or not a plain non-negative amount. */
export function amountOf(text: string): Centavos | null {
  return parseMXN(text);
}

/** Keeps what a currency input accepts: digits and one decimal point with at most 2 decimals, no sign. */
export function currencyInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
export type ProductErrors = Errors<ProductField | 'requestedPeriod'>;

/**
 * The product step's errors: empty or unreadable fields say so; the rest is src/domain/product.ts's check (its one
 * text per reason). A term error waits for an amount of at least the minimum (the buttons show the first band
 * until then) unless no term is chosen.
 */
export function validateProduct(v: ProductValues, type: ApplicationType, limit: Centavos): ProductErrors {
  const errors: Partial<Record<ProductField | 'requestedPeriod', string>> = {};
  const amount = amountOf(v.creditAmount);
  const refusals = checkProduct({
    type,
    productPrice: type === 'STORE' ? amountOf(v.productPrice) : amount,
    creditAmount: amount,
    requestedPeriod: v.requestedPeriod,
    limit,
  });
  if (type === 'STORE') {
    const message = required(v.productPrice) ?? (amountOf(v.productPrice) === null ? MESSAGES.invalid : null);
    const price = message ?? refusals.productPrice?.text;
    if (price) errors.productPrice = price;
  }
  const amountMessage =
    required(v.creditAmount) ?? (amount === null ? MESSAGES.invalid : refusals.creditAmount?.text);
  if (amountMessage) errors.creditAmount = amountMessage;
  const termJudged = v.requestedPeriod <= 0 || (amount !== null && amount >= MIN_AMOUNT);
  if (termJudged && refusals.requestedPeriod) errors.requestedPeriod = refusals.requestedPeriod.text;
  return errors;
}

/**
 * The estimate is fetched only for an amount within the product's bounds with an offered term (spec §5), and
 * never above what the customer may still ask for (`limit`, src/domain/limits.ts `availableToAsk`, the form's and
 * the server's own figure): over it the form says 'Tu límite disponible es de …' and no estimate is shown
 * (docs/flows.md, "What a customer may ask for").
 */
export function canEstimate(v: ProductValues, type: ApplicationType, limit: Centavos): boolean {
  const amount = amountOf(v.creditAmount);
  // A term is offered only inside the bands, which span the product's bounds (src/domain/terms).
  return amount !== null && amount <= limit && isAllowedTerm(amount, v.requestedPeriod, type);
}

// -----------------------------------------------------------------------------------------------------------
// Address

export interface AddressValues {
  streetName: string;
  exteriorNumber: string;
  interiorNumber: string;
  postalCode: string;
  neighborhood: string;
  addressType: string;
  monthlyRent: string;
  movedInMonth: string;
  movedInYear: string;
  maritalStatus: string;
}
export type AddressField = keyof AddressValues;

/** What the postal-code lookup filled in. */
export interface PostalLookup {
  postalCode: string;
  municipality: string;
  city: string;
  state: string;
  neighborhoods: readonly string[];
}

export const EMPTY_ADDRESS: AddressValues = {
  streetName: '',
  exteriorNumber: '',
  interiorNumber: '',
  postalCode: '',
  neighborhood: '',
  addressType: '',
  monthlyRent: '',
  movedInMonth: '',
  movedInYear: '',
  maritalStatus: '',
};

/** A typed monthly amount checked by its src/domain rule (rent, income); empty is the `required` rule's. */
const monthlyAmount = (rule: (amount: Centavos) => string | null) => (value: unknown) => {
  const amount = parseMXN(String(value ?? ''));
  if (String(value ?? '').trim() === '') return null;
  if (amount === null) return MESSAGES.invalid;
  return rule(amount);
};

function monthInPast(month: string, year: string, now: number): string | null {
  if (month === '' || year === '') return null;
  return isBeforeToday(`${year}-${month.padStart(2, '0')}-01`, now) ? null : PAST_DATE_MESSAGE;
}

/**
 * `unmatched`: what the postal code says when its 5 digits have no lookup — the lookup's own answer for it (not
 * found, or it failed: machines/shared/postalCode.ts) once there was one, else spec §5's text.
 */
export function validateAddress(
  v: AddressValues,
  lookup: PostalLookup | null,
  now: number,
  unmatched: string = POSTAL_CODE_INVALID_MESSAGE,
): Errors<AddressField> {
  const errors: Partial<Record<AddressField, string>> = {};
  const put = (field: AddressField, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('streetName', required(v.streetName));
  put('exteriorNumber', required(v.exteriorNumber));
  put(
    'postalCode',
    compose(required, exactDigits(5))(v.postalCode) ??
      (lookup?.postalCode === v.postalCode ? null : unmatched),
  );
  put(
    'neighborhood',
    required(v.neighborhood) ?? (lookup?.neighborhoods.includes(v.neighborhood) ? null : MESSAGES.invalid),
  );
  put('addressType', required(v.addressType));
  if (v.addressType === 'RENTED')
    put('monthlyRent', compose(required, monthlyAmount(rentRefusal))(v.monthlyRent));
  put('movedInMonth', required(v.movedInMonth) ?? monthInPast(v.movedInMonth, v.movedInYear, now));
  put('movedInYear', required(v.movedInYear));
  put('maritalStatus', required(v.maritalStatus));
  return errors;
}

// -----------------------------------------------------------------------------------------------------------
// Employment

export interface EmploymentValues {
  status: string;
  companyName: string;
  position: string;
  monthlySalary: string;
  startMonth: string;
  startYear: string;
  economicDependents: string;
}
export type EmploymentField = keyof EmploymentValues;

export const EMPTY_EMPLOYMENT: EmploymentValues = {
  status: '',
  companyName: '',
  position: '',
  monthlySalary: '',
  startMonth: '',
  startYear: '',
  economicDependents: '',
};

/** EMPLOYED, INDEPENDENT and RETIRED need company, position, salary and start date (spec §5). */
export const isWorkingStatus = (status: string): boolean => WORKING.has(status);

export function validateEmployment(v: EmploymentValues, now: number): Errors<EmploymentField> {
  const errors: Partial<Record<EmploymentField, string>> = {};
  const put = (field: EmploymentField, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('status', required(v.status));
  put('economicDependents', required(v.economicDependents));
  if (isWorkingStatus(v.status)) {
    put('companyName', required(v.companyName));
    put('position', required(v.position));
    put('monthlySalary', compose(required, monthlyAmount(incomeRefusal))(v.monthlySalary));
    put('startMonth', required(v.startMonth) ?? monthInPast(v.startMonth, v.startYear, now));
    put('startYear', required(v.startYear));
  }
  return errors;
}

// -----------------------------------------------------------------------------------------------------------
// References

export interface ReferenceValues {
  fullName: string;
  phoneNumber: string;
}
export type ReferenceField = `${0 | 1}.${keyof ReferenceValues}`;

export const EMPTY_REFERENCES: readonly [ReferenceValues, ReferenceValues] = [
  { fullName: '', phoneNumber: '' },
  { fullName: '', phoneNumber: '' },
];

export function validateReferences(refs: readonly ReferenceValues[]): Errors<ReferenceField> {
  const errors: Partial<Record<ReferenceField, string>> = {};
  refs.forEach((ref, i) => {
    const name = required(ref.fullName);
    const phone = compose(required, minLength(10))(ref.phoneNumber);
    if (name) errors[`${i as 0 | 1}.fullName`] = name;
    if (phone) errors[`${i as 0 | 1}.phoneNumber`] = phone;
  });
  return errors;
}

// -----------------------------------------------------------------------------------------------------------
// Consent

export interface ConsentValues {
  /** Authorisation of the credit-bureau check. */
  creditCheck: boolean;
  /** 'Actúo a nombre propio'. */
  ownBehalf: boolean;
  nip: string;
}
export type ConsentField = keyof ConsentValues;
export const EMPTY_CONSENT: ConsentValues = { creditCheck: false, ownBehalf: false, nip: '' };

export function validateConsent(v: ConsentValues): Errors<ConsentField> {
  const errors: Partial<Record<ConsentField, string>> = {};
  if (!v.creditCheck) errors.creditCheck = MESSAGES.mustAccept;
  if (!v.ownBehalf) errors.ownBehalf = MESSAGES.mustAccept;
  const nip = compose(required, exactDigits(6))(v.nip);
  if (nip) errors.nip = nip;
  return errors;
}

/** Keeps digits only, at most `max`. */
export const digitsUpTo = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/**
 * The quick application's forms as pure rules (spec §5 "Promoter data", "Quick application", "Address",
 * "Employment", "References", "Consent"): values are kept as typed (strings), validated through src/domain, and
 * turned into the contract's bodies. Money is parsed to centavos and sent as pesos.
 */
import { mexicoCityDay, toIsoDate } from '../../src/domain/dates';
import { compose, email, exactDigits, MESSAGES, minLength, required } from '../../src/domain/fields';
import { financeableAmount, incomeRefusal, isValidPrice, rentRefusal } from '../../src/domain/limits';
import { type Centavos, parseMXN } from '../../src/domain/money';
import { digitsOnly } from '../../src/domain/phone';
import { checkProduct, TERM_REQUIRED_MESSAGE } from '../../src/domain/product';
import { termsForAmount } from '../../src/domain/terms';
import { curp as curpValidator } from '../../src/domain/validation';
import { PAST_DATE_MESSAGE } from './messages';

type Errors<F extends string> = Partial<Record<F, string>>;

// ---------------------------------------------------------------------------------------------------------------
// Data step

export interface DataValues {
  readonly curp: string;
  /** A correction of the e-mail of a client the promoter registered (optional; not asked of a new client). */
  readonly email: string;
  readonly name: string;
  readonly firstSurname: string;
  readonly secondSurname: string;
  readonly phoneNumber: string;
  readonly streetName: string;
  readonly exteriorNumber: string;
  readonly interiorNumber: string;
  readonly postalCode: string;
  readonly neighborhood: string;
}
export type DataField = keyof DataValues;

export const EMPTY_DATA: DataValues = {
  curp: '',
  email: '',
  name: '',
  firstSurname: '',
  secondSurname: '',
  phoneNumber: '',
  streetName: '',
  exteriorNumber: '',
  interiorNumber: '',
  postalCode: '',
  neighborhood: '',
};

/** What a change keeps: CURP upper-cased without spaces (max 18), phone and postal code digits only. */
export function normalizeData(values: Partial<DataValues>): Partial<DataValues> {
  const out: Record<string, string> = { ...values } as Record<string, string>;
  if (values.curp !== undefined) out.curp = values.curp.replace(/\s/g, '').toUpperCase().slice(0, 18);
  if (values.phoneNumber !== undefined) out.phoneNumber = digitsOnly(values.phoneNumber).slice(0, 10);
  if (values.postalCode !== undefined) out.postalCode = digitsOnly(values.postalCode).slice(0, 5);
  return out as Partial<DataValues>;
}

export const trimmedData = (values: DataValues): DataValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as unknown as DataValues;

/** CURP: 18 characters, then structure, birth date, entity and check digit (src/domain/curp.ts). */
const curpRule = compose(required, curpValidator);
const phoneRule = compose(required, minLength(10));
const postalCodeRule = compose(required, exactDigits(5));

/**
 * What the data step asks of the client the phone check found: 'new' (not registered: everything), 'editable' (an
 * incomplete client this promoter registered: CURP, address and e-mail can be corrected) or 'readOnly' (an
 * activated client, or one another promoter registered: the data on file, nothing to type).
 */
export type DataMode = 'new' | 'editable' | 'readOnly';

/**
 * New client: CURP, name, phone, street, exterior number, postal code, neighbourhood. A client whose data the
 * promoter corrects: CURP, name and the address (the e-mail only when typed). A read-only client: the name (the
 * CURP is on file).
 */
export function validateData(values: DataValues, mode: DataMode): Errors<DataField> {
  const v = trimmedData(values);
  const errors: Errors<DataField> = {};
  const put = (field: DataField, message: string | null) => {
    if (message) errors[field] = message;
  };
  if (mode !== 'readOnly') put('curp', curpRule(v.curp));
  put('name', required(v.name));
  if (mode === 'new') put('phoneNumber', phoneRule(v.phoneNumber));
  if (mode === 'editable' && v.email !== '') put('email', email(v.email));
  if (mode !== 'readOnly') {
    put('streetName', required(v.streetName));
    put('exteriorNumber', required(v.exteriorNumber));
    put('postalCode', postalCodeRule(v.postalCode));
    put('neighborhood', required(v.neighborhood));
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Product information

export interface ProductValues {
  readonly productPrice: string;
  readonly creditAmount: string;
  readonly requestedPeriod: string;
}
export type ProductField = keyof ProductValues;
export const EMPTY_PRODUCT: ProductValues = { productPrice: '', creditAmount: '', requestedPeriod: '' };

/** Spec §5's words for a term that is not one of the amount's band (src/domain/product.ts). */
export const TERM_MESSAGE = TERM_REQUIRED_MESSAGE;

/** The largest amount for a price (the 90% rule, capped at `MAX_AMOUNT`), or null without a valid price. */
export function maxCreditAmount(price: Centavos | null): Centavos | null {
  return price !== null && isValidPrice(price) ? financeableAmount(price) : null;
}

/** The term options for the typed amount (spec §9 bands; none outside the product's bounds). */
export function termOptions(values: ProductValues): readonly number[] {
  const amount = parseMXN(values.creditAmount);
  return amount === null ? [] : termsForAmount(amount, 'STORE');
}

/** The estimate can be fetched: an amount in range with one of its terms (src/domain/terms bands). */
export function canEstimate(values: ProductValues): boolean {
  return termOptions(values).includes(Number(values.requestedPeriod));
}

/**
 * Empty or unreadable fields say so; the rest is src/domain/product.ts's check (the one the customer's product step
 * and the server's create apply), with its one text per reason.
 */
export function validateProduct(values: ProductValues): Errors<ProductField> {
  const errors: Errors<ProductField> = {};
  const typed = (field: 'productPrice' | 'creditAmount') =>
    values[field].trim() === ''
      ? MESSAGES.required
      : parseMXN(values[field]) === null
        ? MESSAGES.invalid
        : null;
  const refusals = checkProduct({
    type: 'STORE',
    productPrice: parseMXN(values.productPrice),
    creditAmount: parseMXN(values.creditAmount),
    requestedPeriod: Number(values.requestedPeriod),
  });
  const price = typed('productPrice') ?? refusals.productPrice?.text;
  if (price) errors.productPrice = price;
  const amount = typed('creditAmount') ?? refusals.creditAmount?.text;
  if (amount) errors.creditAmount = amount;
  if (refusals.requestedPeriod) errors.requestedPeriod = refusals.requestedPeriod.text;
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Consent

export function validateConsent(values: { nip: string; authorize: boolean; ownBehalf: boolean }) {
  const errors: Errors<'nip' | 'authorize' | 'ownBehalf'> = {};
  const nip = compose(required, exactDigits(6))(values.nip);
  if (nip) errors.nip = nip;
  if (!values.authorize) errors.authorize = MESSAGES.mustAccept;
  if (!values.ownBehalf) errors.ownBehalf = MESSAGES.mustAccept;
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Quick-application form (terminar solicitud)

/**
 * The quick-application form under the contract's names (`quickApplicationForm` of src/api/contract/promoters.ts):
 * its top-level fields as they are; of the nested `employment` its leaf names (`status`, `companyName`…); of the
 * two `personalReferences` their leaf names after the reference's index (`0.fullName`, `1.phoneNumber`), the keys
 * the credit application's references step uses for its errors. Months as typed: 'YYYY-MM'.
 */
export interface FinishValues {
  readonly email: string;
  readonly addressType: string;
  readonly monthlyRent: string;
  /** 'YYYY-MM' (month picker). */
  readonly movedInSince: string;
  readonly maritalStatus: string;
  readonly status: string;
  readonly economicDependents: string;
  readonly companyName: string;
  readonly position: string;
  readonly monthlySalary: string;
  /** 'YYYY-MM'. */
  readonly startDate: string;
  readonly '0.fullName': string;
  readonly '0.phoneNumber': string;
  readonly '1.fullName': string;
  readonly '1.phoneNumber': string;
}
export type FinishField = keyof FinishValues;

export const EMPTY_FINISH: FinishValues = {
  email: '',
  addressType: '',
  monthlyRent: '',
  movedInSince: '',
  maritalStatus: '',
  status: '',
  economicDependents: '',
  companyName: '',
  position: '',
  monthlySalary: '',
  startDate: '',
  '0.fullName': '',
  '0.phoneNumber': '',
  '1.fullName': '',
  '1.phoneNumber': '',
};

export function normalizeFinish(values: Partial<FinishValues>): Partial<FinishValues> {
  const out: Record<string, string> = { ...values } as Record<string, string>;
  for (const field of ['0.phoneNumber', '1.phoneNumber'] as const) {
    if (values[field] !== undefined) out[field] = digitsOnly(values[field]).slice(0, 10);
  }
  return out as Partial<FinishValues>;
}

/** Statuses that require company, position, salary and start date (the contract's WORKING_STATUSES). */
const WORKING_STATUSES: readonly string[] = ['EMPLOYED', 'INDEPENDENT', 'RETIRED'];
export const isWorking = (status: string) => WORKING_STATUSES.includes(status);

/** 'YYYY-MM': its 1st must be before today in Mexico City (spec §5 'before today'). */
function monthError(value: string, now: number): string | null {
  if (value.trim() === '') return MESSAGES.required;
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value.trim());
  if (!match) return MESSAGES.invalid;
  // The form sends the 1st of the month (YYYY-MM-01): that day must be before today.
  return `${match[1]}-${match[2]}-01` < toIsoDate(mexicoCityDay(now)) ? null : PAST_DATE_MESSAGE;
}

/** A typed monthly amount checked by its src/domain rule (rent, income). */
function amountError(value: string, rule: (amount: Centavos) => string | null): string | null {
  if (value.trim() === '') return MESSAGES.required;
  const amount = parseMXN(value);
  if (amount === null) return MESSAGES.invalid;
  return rule(amount);
}

export function validateFinish(values: FinishValues, now: number): Errors<FinishField> {
  const errors: Errors<FinishField> = {};
  const put = (field: FinishField, message: string | null) => {
    if (message) errors[field] = message;
  };
  put('email', compose(required, email)(values.email.trim()));
  put('addressType', required(values.addressType));
  if (values.addressType === 'RENTED') put('monthlyRent', amountError(values.monthlyRent, rentRefusal));
  put('movedInSince', monthError(values.movedInSince, now));
  put('maritalStatus', required(values.maritalStatus));
  put('status', required(values.status));
  put('economicDependents', required(values.economicDependents));
  if (isWorking(values.status)) {
    put('companyName', required(values.companyName.trim()));
    put('position', required(values.position.trim()));
    put('monthlySalary', amountError(values.monthlySalary, incomeRefusal));
    put('startDate', monthError(values.startDate, now));
  }
  for (const i of ['0', '1'] as const) {
    put(`${i}.fullName`, required(values[`${i}.fullName`].trim()));
    put(`${i}.phoneNumber`, compose(required, minLength(10))(values[`${i}.phoneNumber`]));
  }
  return errors;
}

export const activationCodeRule = compose(required, exactDigits(4));

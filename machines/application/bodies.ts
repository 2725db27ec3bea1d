/**
 * What the credit application sends, built from its context (spec §7 "applications"): the estimate's query, the
 * creation body, the submission's references. Pure; each actor's input (actors.ts) is one of these.
 *
 * The credit amount, top to bottom: the screen sends PRODUCT.CHANGE with the typed text, actions.ts keeps it as
 * typed in `context.product.creditAmount` (form.ts `currencyInput`), form.ts checks it in centavos, and here
 * `createInput` builds the POST /applications request in one place: `productInformation` reads it back in
 * centavos (`amountOf`) and sends it in pesos, with the address and employment of the forms when they were
 * filled, under the operation key of the creation.
 */
import type {
  estimatedMonthlyPayment,
  processApplication,
  submit,
} from '../../src/api/contract/applications';
import type { Address, Employment } from '../../src/api/contract/common';
import type { BodyOf, QueryOf } from '../../src/api/contract/endpoint';
import { centavosToPesos, parseMXN, pesos } from '../../src/domain/money';
import { operationKey } from '../shared/keys';
import {
  type AddressValues,
  amountOf,
  type EmploymentValues,
  isWorkingStatus,
  type PostalLookup,
} from './form';
import type { ApplicationContext, CreateBody } from './types';

/**
 * The product as the API takes it: the form's fields under the same names, amounts in pesos; a personal loan's
 * price is its amount.
 */
export function productInformation(c: ApplicationContext) {
  const { productPrice, creditAmount, requestedPeriod } = c.product;
  const amount = amountOf(creditAmount) ?? 0;
  const price = c.applicationType === 'PERSONAL_LOAN' ? amount : (amountOf(productPrice) ?? 0);
  return {
    productPrice: centavosToPesos(price as never),
    creditAmount: centavosToPesos(amount as never),
    requestedPeriod,
  };
}

/** GET /applications/estimated-monthly-payment: the amount and term chosen (and the store of a purchase). */
export function estimateQuery(c: ApplicationContext): QueryOf<typeof estimatedMonthlyPayment> {
  return {
    creditAmount: productInformation(c).creditAmount,
    requestedPeriod: c.product.requestedPeriod,
    type: c.applicationType,
    ...(c.storeId ? { storeId: c.storeId } : {}),
  };
}

/** `POST /applications` clientAddress. Only called on a valid form. */
export function addressBody(v: AddressValues, lookup: PostalLookup): Address {
  const rent = parseMXN(v.monthlyRent);
  return {
    streetName: v.streetName.trim(),
    exteriorNumber: v.exteriorNumber.trim(),
    interiorNumber: v.interiorNumber.trim() === '' ? null : v.interiorNumber.trim(),
    postalCode: v.postalCode,
    neighborhood: v.neighborhood,
    municipality: lookup.municipality,
    city: lookup.city,
    state: lookup.state,
    addressType: v.addressType as Address['addressType'],
    monthlyRent: v.addressType === 'RENTED' && rent !== null ? centavosToPesos(rent) : null,
    movedInSince: `${v.movedInYear}-${v.movedInMonth.padStart(2, '0')}-01`,
    maritalStatus: v.maritalStatus as Address['maritalStatus'],
  };
}

/** `POST /applications` clientEmployment: only status and dependents unless working (spec §5). */
export function employmentBody(v: EmploymentValues): Employment {
  const base = { status: v.status as Employment['status'], economicDependents: Number(v.economicDependents) };
  if (!isWorkingStatus(v.status)) return base;
  const salary = parseMXN(v.monthlySalary) ?? pesos(0);
  return {
    ...base,
    companyName: v.companyName.trim(),
    position: v.position.trim(),
    monthlySalary: centavosToPesos(salary),
    startDate: `${v.startYear}-${v.startMonth.padStart(2, '0')}-01`,
  };
}

/** POST /applications: with clientAddress and clientEmployment once the forms were filled. */
export function createBody(c: ApplicationContext): CreateBody {
  const withForms = c.origin === 'references' && c.lookup !== null;
  return {
    type: c.applicationType,
    productInformation: productInformation(c),
    ...(c.applicationType === 'STORE' ? { storeId: c.storeId } : {}),
    ...(c.promoterId ? { promoterId: c.promoterId } : {}),
    ...(c.utm ? { utm: c.utm } : {}),
    ...(withForms && c.lookup
      ? { clientAddress: addressBody(c.address, c.lookup), clientEmployment: employmentBody(c.employment) }
      : {}),
  };
}

/** The `applications.create` actor's input: the body and the key of the creation (a retry sends the same). */
export const createInput = (c: ApplicationContext) => ({
  body: createBody(c),
  operationKey: operationKey(c.keys, 'applications.create'),
});

/** The `applications.process` actor's input: the customer's NIP under the API's name for it, and its key. */
export const processInput = (c: ApplicationContext) => ({
  id: c.applicationId ?? '',
  body: { complianceCode: c.consent.nip } satisfies BodyOf<typeof processApplication>,
  operationKey: operationKey(c.keys, 'applications.process', c.applicationId),
});

/** POST /applications/:id/submit: the references (names trimmed), or {} when the profile has the data. */
export function submitBody(c: ApplicationContext): BodyOf<typeof submit> {
  return c.origin === 'references'
    ? {
        personalReferences: c.references.map((r) => ({
          fullName: r.fullName.trim(),
          phoneNumber: r.phoneNumber,
        })),
      }
    : {};
}

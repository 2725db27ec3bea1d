/**
 * What the credit application sends, built from its context (spec §7 "applications"): the estimate's query, the
 * creation body, the submission's references. Pure; each actor's input (actors.ts) is one of these.
 */
import type { estimatedMonthlyPayment, submit } from '../../src/api/contract/applications';
import type { BodyOf, QueryOf } from '../../src/api/contract/endpoint';
import { centavosToPesos } from '../../src/domain/money';
import { addressBody, employmentBody } from './form';
import { amountOf } from './product';
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

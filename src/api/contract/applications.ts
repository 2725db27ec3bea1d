/**
 * Credit applications: creation (client and promoter variants), the credit-check NIP, submission, the interest
 * offer, limits and the list. Amounts are pesos with at most 2 decimals, except `monthlyPayment`, a decimal string
 * as the spec shows it (see common.ts).
 */
import * as z from 'zod/mini';
import { profile } from './clients.ts';
import {
  APPLICATION_STATUSES,
  activationCode,
  address,
  addressLocation,
  applicationStatus,
  applicationType,
  codeSentResponse,
  curp,
  decimalString,
  employment,
  id,
  idParams,
  isoDate,
  isoDateTime,
  months,
  nip,
  okResponse,
  personalReferences,
  pesos,
  phoneNumber,
  rate,
  rejectionReason,
  store,
  text,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { promoterNewClient, utm } from './newcomers.ts';

export { promoterNewClient, utm };

// ---------------------------------------------------------------------------------------------------------------
// Entities

/** What the client wants to buy or borrow. Pesos; requestedPeriod in months. */
export const productInformation = z.object({
  productPrice: pesos,
  creditAmount: pesos,
  requestedPeriod: months,
});
export type ProductInformation = z.output<typeof productInformation>;

/** One monthly instalment of an approved product option. Pesos. */
export const amortization = z.object({
  number: z.int().check(z.gte(1)),
  paymentDate: isoDate,
  /** Capital + interest + VAT of this instalment. */
  totalPayment: pesos,
  capital: z.optional(pesos),
  interest: z.optional(pesos),
  vat: z.optional(pesos),
  /** Outstanding capital after this instalment. */
  balance: z.optional(pesos),
});
export type Amortization = z.output<typeof amortization>;

/**
 * One approved product option, keyed by its first payment date (spec §2 seleccionar-plazo). The term is the number
 * of amortizations; the total payment is their sum; `general.cat` is the CAT (annual total cost, percent).
 */
export const approvedProduct = z.object({
  firstPaymentDate: isoDate,
  amortizations: z.array(amortization).check(z.minLength(1)),
  general: z.object({
    cat: z.number(),
    interestRate: z.optional(rate),
    creditAmount: z.optional(pesos),
    monthlyPayment: z.optional(pesos),
    totalPayment: z.optional(pesos),
    period: z.optional(months),
    /**
     * The day the first period starts (the disbursement the offer assumes): the first payment's interest covers
     * the actual days from it to `firstPaymentDate`, every other payment a month. Beyond the spec.
     */
    startDate: z.optional(isoDate),
  }),
});
export type ApprovedProduct = z.output<typeof approvedProduct>;

/** Application (spec §3). Fields the server may not know yet are null. */
export const application = z.object({
  id,
  serialNumber: z.string(),
  status: applicationStatus,
  type: applicationType,
  /** Older servers name the type `applicationType`; when present it equals `type`. */
  applicationType: z.optional(applicationType),
  store: z.nullable(store),
  storeId: z.nullable(id),
  promoterId: z.optional(z.nullable(id)),
  createdAt: z.optional(isoDateTime),
  processedAt: z.nullable(isoDateTime),
  rejectionReason: z.nullable(rejectionReason),
  /** The options while APPROVED; once signed, the one it was signed with (its table is the loan's). */
  approvedProducts: z.optional(z.nullable(z.array(approvedProduct))),
  approvedPeriod: z.nullable(months),
  requestedPeriod: months,
  /** Pesos: the authorised amount once approved, the requested amount before. */
  creditAmount: pesos,
  /** Decimal string in pesos, e.g. '1234.56'; null until terms are chosen. */
  monthlyPayment: z.nullable(decimalString),
  /** Fraction (0.45 = 45 % a year). */
  interestRate: z.nullable(rate),
  product: z.optional(z.nullable(z.object({ interestRate: rate }))),
  contractSignedAt: z.nullable(isoDateTime),
  firstPaymentDate: z.nullable(isoDate),
  liquidatedAt: z.nullable(isoDateTime),
  sentPaymentAt: z.nullable(isoDateTime),
  isNoInterestPayments: z.boolean(),
  productInformation,
  /** Pesos. */
  estimatedMonthlyPayment: z.nullable(pesos),
});
export type Application = z.output<typeof application>;

/** Statuses a processing call may answer: the application statuses plus the promoter's preliminary model pass. */
export const PROCESS_STATUSES = [...APPLICATION_STATUSES, 'PASSED_PRELIMINARY_MODEL'] as const;

const decision = { id, status: z.enum(PROCESS_STATUSES), processedAt: z.nullable(isoDateTime) };
/** A promoter's answer: the decision only, never its reason nor bureau data (strict: the server checks it). */
export const promoterProcessResult = z.strictObject(decision);
export type PromoterProcessResult = z.output<typeof promoterProcessResult>;

/** What submitting, processing or deciding answers the customer (a promoter's answer reads with a null reason). */
export const processResult = z.object({
  ...decision,
  rejectionReason: z._default(z.nullable(rejectionReason), null),
  /** Number of overdue accounts found (shown for OVERDUE_ACCOUNTS). */
  overdueAccounts: z.optional(z.int().check(z.gte(0))),
});
export type ProcessResult = z.output<typeof processResult>;

// ---------------------------------------------------------------------------------------------------------------
// Creation and processing

/**
 * Create an application.
 * - Client variant (token `client`): productInformation, type, storeId (STORE only), utm, promoterId (store link),
 *   and clientAddress + clientEmployment when the profile has none yet.
 * - Promoter variant (token `business`): clientId (existing client) or client (new client), clientAddress (location
 *   only for a new client), type, productInformation, promoterId, storeId.
 */
export const create = defineEndpoint({
  id: 'applications.create',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications',
  body: z
    .object({
      type: applicationType,
      productInformation,
      storeId: z.optional(z.nullable(id)),
      promoterId: z.optional(z.nullable(id)),
      utm: z.optional(utm),
      // A full address (client), or location only (promoter, new client): strict, so a broken full address is
      // reported instead of silently matching the location-only shape without its housing fields.
      clientAddress: z.optional(z.union([address, z.strictObject(addressLocation.shape)])),
      clientEmployment: z.optional(employment),
      clientId: z.optional(id),
      client: z.optional(promoterNewClient),
    })
    .check(
      z.refine((b) => b.type !== 'STORE' || b.storeId != null, {
        message: 'STORE_ID_MUST_BE_DEFINED',
        path: ['storeId'],
      }),
    ),
  response: z.object({ id, serialNumber: z.optional(z.string()), status: z.optional(applicationStatus) }),
  auth: ['client', 'business'],
  errors: {
    404: 'Store or client not found',
    409: 'The client already has an application in progress',
    422: 'Cannot create (e.g. REJECTED_APPLICATIONS_LIMIT_EXCEEDED, amount out of bounds)',
    429: 'EXCEEDED_APPLICATIONS_PER_MINUTE',
  },
});

/** Resend the credit-check NIP (compliance code) by SMS; 60 s wait. */
export const resendComplianceCode = defineEndpoint({
  id: 'applications.resendComplianceCode',
  method: 'POST',
  path: '/applications/:id/resend-compliance-code',
  params: idParams,
  response: codeSentResponse,
  auth: ['client', 'business'],
  errors: { 404: 'Application not found', 429: 'Resend requested before the wait' },
});

/**
 * Process the application with the credit-check consent NIP (`complianceCode`, client) or the client's activation
 * code (`clientActivationCode`, promoter). Wrong NIP: 409 (spec §8).
 */
export const processApplication = defineEndpoint({
  id: 'applications.process',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications/:id/process',
  params: idParams,
  body: z.union([z.object({ complianceCode: nip }), z.object({ clientActivationCode: activationCode })]),
  response: processResult,
  responses: { business: promoterProcessResult },
  auth: ['client', 'business'],
  errors: {
    404: 'Application not found',
    409: 'Wrong NIP or activation code',
    422: 'Application is not in a state that can be processed',
    429: 'Too many wrong tries: code locked',
  },
});

/** Promoter: pre-process with the compliance code (before processing with the client's activation code). */
export const preProcess = defineEndpoint({
  id: 'applications.preProcess',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications/:id/pre-process',
  params: idParams,
  body: z.object({ complianceCode: nip }),
  response: processResult,
  responses: { business: promoterProcessResult },
  auth: ['business'],
  errors: { 404: 'Application not found', 409: 'Wrong NIP', 429: 'Too many wrong tries: code locked' },
});

/**
 * Promoter: correct the details of a client she registered who has not activated the account (the CURP, address,
 * e-mail, phone or name), on her application in progress with them.
 */
export const updateDetails = defineEndpoint({
  id: 'applications.updateDetails',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications/:id/update-details',
  params: idParams,
  body: z.object({
    client: z.object({
      id,
      curp: z.optional(curp),
      email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
      phoneNumber: z.optional(phoneNumber),
      name: z.optional(text(80)),
      firstSurname: z.optional(text(80)),
      secondSurname: z.optional(text(80)),
      address: z.optional(addressLocation),
    }),
  }),
  response: okResponse,
  auth: ['business'],
  errors: {
    403: 'CLIENT_ACTIVATED: an activated client changes their own data; NOT_PROMOTERS_CLIENT: only a client this promoter registered, on her open application with them',
    404: 'Application or client not found',
    409: "EMAIL_OR_PHONE_TAKEN / CURP_TAKEN: the e-mail, phone or CURP is another account's",
    422: 'UNDERAGE / OVERAGE: the corrected CURP gives an age outside 18 to 69',
  },
});

/**
 * Submit the application: with `personalReferences` after the address/employment/references steps, or `{}` when
 * the profile already has an address and an employment.
 */
export const submit = defineEndpoint({
  id: 'applications.submit',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications/:id/submit',
  params: idParams,
  body: z.object({ personalReferences: z.optional(personalReferences) }),
  response: processResult,
  auth: ['client'],
  errors: {
    404: 'Application not found',
    422: 'Application already submitted or missing address/employment',
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Estimates, limits, interest offer, list

export const estimatedMonthlyPayment = defineEndpoint({
  id: 'applications.estimatedMonthlyPayment',
  method: 'GET',
  path: '/applications/estimated-monthly-payment',
  query: z.object({
    /** Pesos. */
    creditAmount: z.pipe(z.coerce.number<number>(), pesos),
    requestedPeriod: z.pipe(z.coerce.number<number>(), months),
    type: applicationType,
    storeId: z.optional(id),
  }),
  response: z.object({ estimatedMonthlyPayment: pesos }),
  auth: ['client', 'business'],
  errors: { 422: 'Amount or term out of bounds' },
});

/** Accept the offer to continue with interest (status ELEGIBLE_FOR_INTEREST_PAYMENTS). */
export const acceptAsInterestPayments = defineEndpoint({
  id: 'applications.acceptAsInterestPayments',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications/:id/accept-as-interest-payments',
  params: idParams,
  body: z.object({ storeId: z.nullable(id) }),
  response: processResult,
  auth: ['client'],
  errors: { 404: 'Application not found', 422: 'Application is not eligible for interest payments' },
});

/** Decline the interest offer (the application is cancelled). */
export const rejectNoInterestAsInterestPayments = defineEndpoint({
  id: 'applications.rejectNoInterestAsInterestPayments',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications/:id/reject-no-interest-as-interest-payments',
  params: idParams,
  response: processResult,
  auth: ['client'],
  errors: { 404: 'Application not found', 422: 'Application is not eligible for interest payments' },
});

/** Reasons the server gives when an application cannot be created. */
export const CANNOT_CREATE_REASONS = [
  'REJECTED_APPLICATIONS_LIMIT_EXCEEDED',
  'EXCEEDED_APPLICATIONS_PER_MINUTE',
] as const;

/**
 * May an application be created now? The server answers exactly what `create` would (same check, without the
 * amount): besides CANNOT_CREATE_REASONS, `ACCOUNT_SUSPENDED`, `APPLICATION_IN_PROGRESS` and `LIMIT_EXCEEDED`
 * (less than the minimum amount left), each with the `message` creating would give. A promoter passes `clientId`.
 */
export const canCreate = defineEndpoint({
  id: 'applications.canCreate',
  method: 'GET',
  path: '/applications/can-create',
  query: z.object({ type: z.optional(applicationType), clientId: z.optional(id) }),
  response: z.object({
    canCreateApplication: z.boolean(),
    /** One of CANNOT_CREATE_REASONS (or another code: the app shows the generic text); null when allowed. */
    reason: z.optional(z.nullable(z.string())),
    /** Beyond the spec: the Spanish text creating would answer with, when not allowed. */
    message: z.optional(z.string()),
    overdueAccounts: z.optional(z.int().check(z.gte(0))),
  }),
  auth: ['client', 'business'],
  errors: { 404: 'A promoter asked about an unknown client id' },
});

/**
 * Beyond the spec: the client cancels an application a promoter filed in their name (status
 * PENDING_CLIENT_CONSENT) that they have not consented to. Only the client it was filed for; it becomes REJECTED
 * with `rejectionReason: 'CANCELLED_BY_CLIENT'` and is never processed.
 */
export const cancel = defineEndpoint({
  id: 'applications.cancel',
  method: 'POST',
  idempotencyKey: true,
  path: '/applications/:id/cancel',
  params: idParams,
  response: processResult,
  auth: ['client'],
  errors: {
    404: "Application not found (or another client's)",
    422: "NOT_CANCELLABLE: not a promoter's application waiting for consent; CONSENT_EXPIRED; CANCELLED_BY_CLIENT",
  },
});

export const list = defineEndpoint({
  id: 'applications.list',
  method: 'GET',
  path: '/applications',
  query: z.object({ status: z.optional(applicationStatus), type: z.optional(applicationType) }),
  response: z.object({ items: z.array(application), profile }),
  auth: ['client'],
});

/** The `applications` group of the contract (src/api/contract/index.ts): every endpoint by its name. */
export const applicationsApi = {
  create,
  resendComplianceCode,
  process: processApplication,
  preProcess,
  updateDetails,
  submit,
  estimatedMonthlyPayment,
  acceptAsInterestPayments,
  rejectNoInterestAsInterestPayments,
  canCreate,
  cancel,
  list,
} as const;

/**
 * Lending tables of the sandbox API: employments, applications and their status audit trail, offers (approved
 * product options with their amortization tables), contracts, loan instalments, payments and their allocations,
 * simulated credit-bureau files, forced decisions and scheduled transitions. Money is integer centavos
 * (`*_centavos`); rates are basis points. Re-exported by `server/db/schema.ts`.
 */
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { clients } from '../db/core-schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const clientRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** A client's employment (spec §3). `clients.current_employment_id` points at the current one. */
export const employments = pgTable(
  'employments',
  {
    id: text('id').primaryKey(),
    clientId: clientRef('client_id'),
    /** EMPLOYED, INDEPENDENT, RETIRED, HOMEMAKER or UNEMPLOYED. */
    status: text('status').notNull(),
    companyName: text('company_name'),
    position: text('position'),
    monthlySalaryCentavos: integer('monthly_salary_centavos'),
    /** YYYY-MM-01 */
    startDate: date('start_date', { mode: 'string' }),
    economicDependents: integer('economic_dependents').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('employments_client_idx').on(t.clientId)],
);

export interface PersonalReferenceRow {
  fullName: string;
  phoneNumber: string;
}

/** The employment a promoter sent with an application: applied to the client only once they consent (NIP). */
export interface PromoterEmploymentRow {
  status: string;
  economicDependents: number;
  companyName?: string | undefined;
  position?: string | undefined;
  monthlySalary?: number | undefined;
  startDate?: string | undefined;
}

export interface UtmRow {
  source?: string | undefined;
  medium?: string | undefined;
  campaign?: string | undefined;
  term?: string | undefined;
  content?: string | undefined;
}

export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    /** Human-readable folio, e.g. `SOL-000123`. */
    serialNumber: text('serial_number').notNull(),
    clientId: clientRef('client_id'),
    /** STORE or PERSONAL_LOAN. */
    type: text('type').notNull(),
    storeId: text('store_id'),
    promoterId: text('promoter_id'),
    /** The promoter created the client with this application (quick application of a new client). */
    createdClient: boolean('created_client').notNull().default(false),
    /** The phone the credit-check consent NIP went to first; resends go there too (never to a changed phone). */
    consentPhoneNumber: text('consent_phone_number'),
    /** Filed by a promoter (business token): nothing of it touches the client until they consent. */
    filedByPromoter: boolean('filed_by_promoter').notNull().default(false),
    /** When the client's credit-check consent NIP was verified for this application (null: not yet). */
    consentedAt: ts('consented_at'),
    /** The employment the promoter sent; it becomes the client's current one when they consent. */
    promoterEmployment: jsonb('promoter_employment').$type<PromoterEmploymentRow>(),
    /** Contract statuses plus the internal CREATED and PRELIMINARY_PASSED (server/lending/statuses.ts). */
    status: text('status').notNull(),
    productPriceCentavos: integer('product_price_centavos').notNull(),
    creditAmountCentavos: integer('credit_amount_centavos').notNull(),
    requestedPeriod: integer('requested_period').notNull(),
    approvedPeriod: integer('approved_period'),
    /** Meses sin intereses. */
    isNoInterestPayments: boolean('is_no_interest_payments').notNull().default(false),
    /** The client accepted to continue with interest (ELEGIBLE_FOR_INTEREST_PAYMENTS). */
    acceptedInterest: boolean('accepted_interest').notNull().default(false),
    interestRateBps: integer('interest_rate_bps'),
    estimatedMonthlyPaymentCentavos: integer('estimated_monthly_payment_centavos'),
    monthlyPaymentCentavos: integer('monthly_payment_centavos'),
    rejectionReason: text('rejection_reason'),
    overdueAccounts: integer('overdue_accounts'),
    /** The rule that decided (audit). */
    decisionRule: text('decision_rule'),
    addressId: text('address_id'),
    employmentId: text('employment_id'),
    personalReferences: jsonb('personal_references').$type<PersonalReferenceRow[]>(),
    utm: jsonb('utm').$type<UtmRow>(),
    submittedAt: ts('submitted_at'),
    processedAt: ts('processed_at'),
    /** Wrong client activation codes entered by the promoter (locks at 5). */
    activationAttempts: integer('activation_attempts').notNull().default(0),
    kycFlowId: text('kyc_flow_id'),
    kycIdentityId: text('kyc_identity_id'),
    firstPaymentDate: date('first_payment_date', { mode: 'string' }),
    contractSignedAt: ts('contract_signed_at'),
    sentPaymentAt: ts('sent_payment_at'),
    liquidatedAt: ts('liquidated_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('applications_client_idx').on(t.clientId, t.createdAt),
    uniqueIndex('applications_serial_key').on(t.serialNumber),
  ],
);

/** Audit trail: every status change of an application, with when, who and why. */
export const applicationStatusEvents = pgTable(
  'application_status_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** client, promoter:<id>, system, sandbox. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: ts('at').notNull(),
  },
  (t) => [index('application_status_events_app_idx').on(t.applicationId, t.id)],
);

export interface OfferRowJson {
  period: number;
  dueDate: string;
  openingBalance: number;
  interest: number;
  iva: number;
  capital: number;
  payment: number;
  balance: number;
}

/** Approved product options, one per first payment date, with their amortization tables (centavos). */
export const offers = pgTable(
  'offers',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    firstPaymentDate: date('first_payment_date', { mode: 'string' }).notNull(),
    termMonths: integer('term_months').notNull(),
    annualRateBps: integer('annual_rate_bps').notNull(),
    principalCentavos: integer('principal_centavos').notNull(),
    instalmentCentavos: integer('instalment_centavos').notNull(),
    totalPaymentCentavos: integer('total_payment_centavos').notNull(),
    /** CAT × 10 (79.6% → 796). */
    catTenths: integer('cat_tenths').notNull(),
    /** Day the offer was computed (Mexico City). */
    offeredOn: date('offered_on', { mode: 'string' }).notNull(),
    rows: jsonb('rows').$type<OfferRowJson[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.firstPaymentDate] })],
);

/** The contract document generated for an application and its e-signature. */
export const contracts = pgTable(
  'contracts',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    clientId: clientRef('client_id'),
    firstPaymentDate: date('first_payment_date', { mode: 'string' }).notNull(),
    /** The document as generated (JSON of server/lending/contract-document.ts). */
    document: jsonb('document').notNull(),
    typedName: text('typed_name'),
    /** PNG data URL of the drawn signature (bounded size). */
    signatureImage: text('signature_image'),
    /** VALIDATING, SIGNED or INVALID_SIGNATURE. */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    validatedAt: ts('validated_at'),
  },
  (t) => [index('contracts_application_idx').on(t.applicationId, t.createdAt)],
);

/** The repayment schedule of a signed loan and what has been paid or waived of each instalment. */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    capitalCentavos: integer('capital_centavos').notNull(),
    interestCentavos: integer('interest_centavos').notNull(),
    ivaCentavos: integer('iva_centavos').notNull(),
    paidCapitalCentavos: integer('paid_capital_centavos').notNull().default(0),
    paidInterestCentavos: integer('paid_interest_centavos').notNull().default(0),
    paidIvaCentavos: integer('paid_iva_centavos').notNull().default(0),
    waivedInterestCentavos: integer('waived_interest_centavos').notNull().default(0),
    waivedIvaCentavos: integer('waived_iva_centavos').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.period] })],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    clientId: clientRef('client_id'),
    /** bank_transfer_payment, cash_payment, referral_bonification or BBVA. */
    method: text('method').notNull(),
    originalCentavos: integer('original_centavos').notNull(),
    appliedCentavos: integer('applied_centavos').notNull(),
    paidAt: ts('paid_at').notNull(),
  },
  (t) => [index('payments_client_idx').on(t.clientId, t.paidAt)],
);

/** How a payment was applied to each instalment. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: text('payment_id').notNull(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    capitalCentavos: integer('capital_centavos').notNull(),
    interestCentavos: integer('interest_centavos').notNull(),
    ivaCentavos: integer('iva_centavos').notNull(),
  },
  (t) => [index('payment_allocations_payment_idx').on(t.paymentId)],
);

/** Simulated credit-bureau files, one per CURP (server/lending/decision.ts). */
export const creditBureauFiles = pgTable('credit_bureau_files', {
  curp: text('curp').primaryKey(),
  score: integer('score').notNull(),
  overdueAccounts: integer('overdue_accounts').notNull().default(0),
  historyMonths: integer('history_months').notNull(),
  recentConsultations: integer('recent_consultations').notNull().default(0),
  blocked: boolean('blocked').notNull().default(false),
  fraudAlert: boolean('fraud_alert').notNull().default(false),
  unavailable: boolean('unavailable').notNull().default(false),
  creditLimitCentavos: integer('credit_limit_centavos'),
  note: text('note'),
});

/** Outcomes QA forced for a client's next decision (consumed by it). */
export const forcedDecisions = pgTable(
  'forced_decisions',
  {
    id: text('id').primaryKey(),
    clientId: clientRef('client_id'),
    outcome: text('outcome').notNull(),
    rejectionReason: text('rejection_reason'),
    overdueAccounts: integer('overdue_accounts'),
    createdAt: ts('created_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('forced_decisions_client_idx').on(t.clientId, t.createdAt)],
);

/**
 * Transitions that happen after a delay (documents → analysis → approved, signature validation, disbursement).
 * Applied by the settler when due (on every lending call, and by a timer).
 */
export const scheduledTransitions = pgTable(
  'scheduled_transitions',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** ANALYSIS, APPROVE_DOCUMENTS, VALIDATE_SIGNATURE or DISBURSE. */
    kind: text('kind').notNull(),
    dueAt: ts('due_at').notNull(),
    doneAt: ts('done_at'),
    payload: jsonb('payload'),
  },
  (t) => [index('scheduled_transitions_due_idx').on(t.doneAt, t.dueAt)],
);

/**
 * Identity-verification flows the provider issued (in the sandbox: the sandbox identity provider), one per
 * application. `identity_id` is the provider's verification id, issued with the flow; the application accepts it
 * (PATCH identityId) only once the flow is FINISHED, for this application and its client.
 */
export const kycFlows = pgTable(
  'kyc_flows',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    clientId: clientRef('client_id'),
    identityId: text('identity_id').notNull(),
    /** PENDING (issued, not finished) or FINISHED (the person sent the ID photos and the selfie). */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
    /** When the application accepted the identity id (once, never again). */
    acceptedAt: ts('accepted_at'),
  },
  (t) => [
    uniqueIndex('kyc_flows_application_key').on(t.applicationId),
    uniqueIndex('kyc_flows_identity_key').on(t.identityId),
  ],
);

/**
 * Audit trail of the promoters' client look-ups (`is-registered`): who asked, for which phone / CURP / e-mail,
 * which client it found, and what the answer showed (FULL, MASKED, NOT_FOUND or LIMITED when over the rate limit).
 */
export const promoterLookups = pgTable(
  'promoter_lookups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promoterId: text('promoter_id').notNull(),
    phoneNumber: text('phone_number'),
    curp: text('curp'),
    email: text('email'),
    clientId: text('client_id'),
    outcome: text('outcome').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    index('promoter_lookups_at_idx').on(t.at),
    index('promoter_lookups_promoter_idx').on(t.promoterId, t.at),
  ],
);

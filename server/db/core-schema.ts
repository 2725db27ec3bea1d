/**
 * Core tables of the sandbox API: clients and their credentials, settings, addresses, one-time codes, the outbox,
 * push subscriptions and referrals. Money is stored as integer centavos (`*_centavos` columns).
 * The catalog tables (stores, promoters, postal codes, CURP registry) live in `server/catalog/schema.ts`.
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

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const clients = pgTable(
  'clients',
  {
    id: text('id').primaryKey(),
    /** Lower-cased e-mail. */
    email: text('email').notNull(),
    /** 10 digits, no separators. */
    phoneNumber: text('phone_number').notNull(),
    name: text('name').notNull().default(''),
    firstSurname: text('first_surname').notNull().default(''),
    secondSurname: text('second_surname').notNull().default(''),
    sex: text('sex'),
    nationality: text('nationality'),
    countryOfBirth: text('country_of_birth'),
    stateOfBirth: text('state_of_birth'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    curp: text('curp'),
    taxpayerId: text('taxpayer_id'),
    interbankCode: text('interbank_code'),
    isInterbankCodeVerified: boolean('is_interbank_code_verified').notNull().default(false),
    isSuspended: boolean('is_suspended').notNull().default(false),
    creditLimitCentavos: integer('credit_limit_centavos').notNull().default(0),
    referralCode: text('referral_code').notNull(),
    referredById: text('referred_by_id'),
    identificationNumber: text('identification_number').notNull(),
    transferPaymentReference: text('transfer_payment_reference'),
    cashPaymentReference: text('cash_payment_reference'),
    /** SIGNED, INVALID_SIGNATURE or PENDING. */
    contractSignatureStatus: text('contract_signature_status').notNull().default('PENDING'),
    currentAddressId: text('current_address_id'),
    currentEmploymentId: text('current_employment_id'),
    personalLoanNoInterestPaymentsEligible: boolean('personal_loan_no_interest_payments_eligible')
      .notNull()
      .default(false),
    termsAcceptedAt: ts('terms_accepted_at'),
    activatedAt: ts('activated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_email_key').on(t.email),
    uniqueIndex('clients_phone_key').on(t.phoneNumber),
    uniqueIndex('clients_curp_key').on(t.curp),
    uniqueIndex('clients_referral_code_key').on(t.referralCode),
  ],
);

export const credentials = pgTable('credentials', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  /** Tokens issued before this instant are refused (password change logs out other sessions). */
  passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
  /**
   * Version of the account's tokens: every token carries it (`ver` claim) and is refused once it differs. A password
   * change increments it, so every token issued before the change stops working.
   */
  tokenVersion: integer('token_version').notNull().default(0),
});

export const clientSettings = pgTable(
  'client_settings',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    transactionalNotifications: boolean('transactional_notifications').notNull().default(true),
    promotionalNotifications: boolean('promotional_notifications').notNull().default(false),
  },
  (t) => [uniqueIndex('client_settings_client_key').on(t.clientId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    streetName: text('street_name').notNull(),
    exteriorNumber: text('exterior_number').notNull(),
    interiorNumber: text('interior_number'),
    postalCode: text('postal_code').notNull(),
    neighborhood: text('neighborhood').notNull(),
    municipality: text('municipality').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    /** OWNED, RENTED, GUEST or MORTGAGE. */
    addressType: text('address_type'),
    monthlyRentCentavos: integer('monthly_rent_centavos'),
    /** YYYY-MM-01 */
    movedInSince: date('moved_in_since', { mode: 'string' }),
    maritalStatus: text('marital_status'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('addresses_client_idx').on(t.clientId)],
);

/**
 * One-time codes: activation codes (4 digits), promoter NIPs, consent and signing NIPs (6 digits) and
 * password-reset tokens. Only a hash of the secret is kept, except for activation codes, which a promoter
 * may read for the client (spec §6), kept in `code`.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    secretHash: text('secret_hash').notNull(),
    code: text('code'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    lockedAt: ts('locked_at'),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('one_time_codes_subject_idx').on(t.kind, t.subject, t.createdAt)],
);

/** Every e-mail and SMS the sandbox "sends". */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    link: text('link'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.clientId, t.endpoint)],
);

/** A referred client and who referred them; the $200 bonus is paid after the first payment (part 2). */
export const referrals = pgTable(
  'referrals',
  {
    id: text('id').primaryKey(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    referredId: text('referred_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    bonusCentavos: integer('bonus_centavos').notNull().default(20000),
    bonusPaidAt: ts('bonus_paid_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_referred_key').on(t.referredId),
    index('referrals_referrer_idx').on(t.referrerId),
  ],
);

/**
 * Attempt counters that must survive a restart and cannot be flushed by traffic on other keys: failed sign-ins per
 * e-mail and per source address, activation-code guesses per account. A fixed window starts at the first attempt.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    /** `signin-account`, `signin-address`, `activation` or `promoter-lookup`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    windowStartedAt: ts('window_started_at').notNull(),
  },
  (t) => [primaryKey({ name: 'auth_attempts_pkey', columns: [t.scope, t.key] })],
);

/** Access state of a promoter: a promoter with `disabled_at` set (or removed) has every token refused. */
export const promoterAccess = pgTable('promoter_access', {
  promoterId: text('promoter_id').primaryKey(),
  disabledAt: ts('disabled_at'),
});

/** Small server state that must survive a restart (the sandbox clock offset). */
export const serverState = pgTable('server_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * `Idempotency-Key`s of the calls that move money or state (server/idempotency/): per principal (`client:<id>`,
 * `business:<id>`, `sandbox`), the hash of the request, and once answered its status and body (replayed for a repeat).
 * A row without status is a request still running. Rows expire after 24 hours (the sweep deletes them).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.principal, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

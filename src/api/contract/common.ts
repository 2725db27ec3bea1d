/**
 * Shared building blocks of the API contract: primitives (phone, CURP, CLABE...), enumerations of spec §3 and the
 * entity shapes several groups use. Every schema is `zod/mini`.
 *
 * Money conventions (one choice per family of calls, as the spec shows them):
 * - Payments (`GET /payments`) carry amounts as integer centavos (`cents`): the app divides by 100.
 * - Applications, products, balances and the credit limit carry amounts as peso numbers with at most two decimals
 *   (`pesos`), e.g. `12500` or `1234.56`; the sandbox stores centavos and converts at the edge.
 * - `monthlyPayment` of an application is a decimal string (`'1234.56'`), exactly as the spec shows it.
 */
import * as z from 'zod/mini';
import { incomeRefusal, MIN_INCOME_MESSAGE, MIN_RENT_MESSAGE, rentRefusal } from '../../domain/limits.ts';
import { type Centavos, exactPesosToCentavos, PESOS_DECIMALS_MESSAGE } from '../../domain/money.ts';
import { STORE_SECTORS, type StoreSector } from '../../domain/stores.ts';

// ---------------------------------------------------------------------------------------------------------------
// Errors

/** The body the server sends with every failed call. */
export const apiErrorBody = z.object({
  httpCode: z.int(),
  /** Stable machine-readable code, e.g. `STORE_ID_MUST_BE_DEFINED`, `WRONG_NIP`, `VALIDATION_ERROR`. */
  code: z.string(),
  /** Human-readable text (Spanish when shown to users); never contains personal data. */
  message: z.string(),
  /** A 429 that can be tried again: the seconds to wait (as the `Retry-After` header). */
  retryAfterSeconds: z.optional(z.int().check(z.gte(0))),
});
export type ApiErrorBody = z.output<typeof apiErrorBody>;

// ---------------------------------------------------------------------------------------------------------------
// Primitives

/** Database id (opaque string: the sandbox uses UUIDs). */
export const id = z.string().check(z.minLength(1), z.maxLength(64));

/** Mexican phone number: exactly 10 digits, no separators, no country code. */
export const phoneNumber = z.string().check(z.regex(/^\d{10}$/));
/** E-mail address, trimmed and lower-cased before validation. */
export const email = z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email());
/** Password: at least 8 characters (spec §5). */
export const password = z.string().check(z.minLength(8), z.maxLength(128));
/** CURP: 18 characters, trimmed and upper-cased (format only; the check digit is validated by `src/domain`). */
export const curp = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/));
/** RFC of a person: 13 characters, upper-cased. */
export const taxpayerId = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/));
/** CLABE interbank account: 18 digits (its check digit is validated by the server and `src/domain`). */
export const interbankCode = z.string().check(z.regex(/^\d{18}$/));
/** Mexican postal code: 5 digits. */
export const postalCode = z.string().check(z.regex(/^\d{5}$/));
/** 4-digit account activation code (e-mail). */
export const activationCode = z.string().check(z.regex(/^\d{4}$/));
/**
 * The customer's six-digit NIP, in every use: the credit-check consent (API field `complianceCode`), the promoter's
 * sign-in (`nip`) and the contract signature (`signatureCode`).
 */
export const nip = z.string().check(z.regex(/^\d{6}$/));

/** ISO 8601 date-time with `Z` or an offset, e.g. `2026-01-31T18:00:00.000Z`. */
export const isoDateTime = z.iso.datetime({ offset: true });
/** ISO calendar date `YYYY-MM-DD` (first-payment dates, amortization dates). */
export const isoDate = z.iso.date();
/** A month as the forms send it: `YYYY-MM-01` (move-in date, job start date). */
export const monthStart = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-01$/));

/**
 * Largest peso amount any call carries (a thousand million pesos): far above every product and limit, and small
 * enough that its centavos are an exact safe integer, so a huge number (`99999999999999999999`, `1e300`) is a 400,
 * never an overflow.
 */
export const MAX_PESOS = 1_000_000_000;
/**
 * Peso amount: finite, non-negative, at most `MAX_PESOS`, a whole number of centavos (at most two decimals, read
 * exactly: `100.999` and `2000.0000001` are refused, never rounded).
 */
export const pesos = z.number().check(
  z.nonnegative(),
  z.lte(MAX_PESOS),
  z.refine((n) => exactPesosToCentavos(n) !== null, PESOS_DECIMALS_MESSAGE),
);

/**
 * A peso amount against a src/domain rule (limits.ts `rentRefusal`, `incomeRefusal`): missing fails; an amount that
 * is not whole centavos passes here (`pesos` already refuses it).
 */
const meets =
  (rule: (amount: Centavos) => string | null) =>
  (amount: number | null | undefined): boolean => {
    if (amount == null) return false;
    const centavos = exactPesosToCentavos(amount);
    return centavos === null || rule(centavos) === null;
  };
/** A monthly rent of at least src/domain's minimum (spec §5, §9). */
export const isEnoughRent = meets(rentRefusal);
/** A monthly income of at least src/domain's minimum (spec §5, §9). */
export const isEnoughIncome = meets(incomeRefusal);
/** The rent rule as a check of a form with `addressType` and `monthlyRent` (the address, the quick application). */
export const rentWhenRented = z.refine<{ addressType: string; monthlyRent?: number | null | undefined }>(
  (f) => f.addressType !== 'RENTED' || isEnoughRent(f.monthlyRent),
  { message: MIN_RENT_MESSAGE, path: ['monthlyRent'] },
);
/** Integer amount of centavos (payments API). */
export const cents = z.int().check(z.nonnegative());
/** Decimal peso amount as a string, e.g. `'1234.56'` (an application's `monthlyPayment`). */
export const decimalString = z.string().check(z.regex(/^\d+(\.\d{1,2})?$/));
/** Interest rate as a fraction (0.45 = 45 %); the app shows it ×100 with 2 decimals. */
export const rate = z.number().check(z.nonnegative(), z.lte(10));
/** Term in months. */
export const months = z.int().check(z.gte(1), z.lte(60));

/** Non-empty trimmed text of bounded length (names, streets...). */
export const text = (max = 120) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

// ---------------------------------------------------------------------------------------------------------------
// Enumerations (spec §3)

export const APPLICATION_TYPES = ['STORE', 'PERSONAL_LOAN'] as const;
export const applicationType = z.enum(APPLICATION_TYPES);
export type ApplicationType = z.output<typeof applicationType>;

export const APPLICATION_STATUSES = [
  'PREAPPROVED',
  'VALIDATING_SIGNATURE',
  'DOCUMENTS_UPLOADED',
  'ANALYSIS',
  'APPROVED',
  'SIGNED',
  'PAID',
  'CONFIRMED',
  'REJECTED',
  'RETRY_PROCESSING_APPLICATION',
  'ELEGIBLE_FOR_INTEREST_PAYMENTS',
  /**
   * Beyond the spec: a promoter filed the application in the client's name and it waits for the client's consent
   * (the credit-check NIP). Only the client's list shows it; the client may cancel it (`applications.cancel`).
   */
  'PENDING_CLIENT_CONSENT',
] as const;
export const applicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.output<typeof applicationStatus>;

/**
 * Rejection reasons the app has a specific screen for (spec §8). The server may send others (the app then shows the
 * default text), and some servers spell them with a trailing space: the schema trims, so both spellings match.
 */
export const REJECTION_REASONS = [
  'NO_PAYMENTS_RECORD',
  'OVERDUE_BALANCE',
  'FINANCIAL_PENALTIES',
  'OVERDUE_ACCOUNTS',
  'FAILED_RISK_MODEL',
  'CLIENT_WITHOUT_CREDIT_HISTORY',
  'CREDIT_HISTORY_BLOCKED',
  'FRAUDULENT_BEHAVIOR',
  'INTERNAL_PAST_DUE_BALANCE',
  'NO_CREDIT_HISTORY',
  'PAST_DUE_ACCOUNTS',
  'PAST_DUE_ACCOUNTS_PERCENTAGE',
  'SINGLE_PAST_DUE_ACCOUNT_HIGH_AMOUNT',
  'PAYMENT_BEHAVIOR_TREND',
  'FICO_SCORE_TOO_LOW',
  'TOO_MANY_CONSULTATIONS',
  'COMPETITOR_CONSULTATIONS',
  'RECURRENT_LATE_PAYMENTS',
  'HIGH_CREDIT_CARD_UTILIZATION',
  'HIGH_OVERALL_CREDIT_UTILIZATION',
  'TOO_MANY_RECENT_ACCOUNTS',
  'LITTLE_CREDIT_EXPERIENCE',
  'INSUFFICIENT_APPROVABLE_AMOUNT',
  'NECESSARY_MANUAL_REVIEW_BECAUSE_OF_PAST_DUE_ACCOUNTS',
] as const;
export type KnownRejectionReason = (typeof REJECTION_REASONS)[number];
/** A rejection reason as received: any string, normalized by trimming (`'OVERDUE_BALANCE '` → `'OVERDUE_BALANCE'`). */
export const rejectionReason = z.string().check(z.trim());
export function isKnownRejectionReason(reason: string | null | undefined): reason is KnownRejectionReason {
  return reason != null && (REJECTION_REASONS as readonly string[]).includes(reason.trim());
}

export const HOUSING_TYPES = ['OWNED', 'RENTED', 'GUEST', 'MORTGAGE'] as const;
export const housingType = z.enum(HOUSING_TYPES);

export const MARITAL_STATUSES = [
  'SINGLE',
  'MARRIED_SEPARATE_PROPERTY',
  'MARRIED_CONJUGAL_PARTNERSHIP',
  'DIVORCED',
  'WIDOWED',
] as const;
export const maritalStatus = z.enum(MARITAL_STATUSES);

/** UNEMPLOYED is labelled 'Estudiante' in the UI (spec §3). */
export const EMPLOYMENT_STATUSES = ['EMPLOYED', 'INDEPENDENT', 'RETIRED', 'HOMEMAKER', 'UNEMPLOYED'] as const;
export const employmentStatus = z.enum(EMPLOYMENT_STATUSES);
/** Statuses that require company, position, salary and start date. */
export const WORKING_STATUSES = ['EMPLOYED', 'INDEPENDENT', 'RETIRED'] as const;

export const SEXES = ['H', 'M'] as const;
export const sex = z.enum(SEXES);

export { STORE_SECTORS, type StoreSector };
/** A store sector; an unknown value falls back to OTHERS (spec §3). */
export const storeSector = z.catch(z.enum(STORE_SECTORS), 'OTHERS');

// ---------------------------------------------------------------------------------------------------------------
// Shared entities

/** Store (spec §3): id, name, sector. */
export const store = z.object({ id, name: z.string().check(z.minLength(1)), sector: storeSector });
export type Store = z.output<typeof store>;

/**
 * Personal data (spec §3), as sent at sign-up. `dateOfBirth` is an ISO date-time (midnight UTC of the birth date);
 * nationality / countryOfBirth use the spec's country values (only `MEXICO` is offered), stateOfBirth the state
 * names of the sign-up enumeration (`JALISCO`, `CIUDAD DE MEXICO`, ...) or `NE` for foreign-born.
 */
export const personalData = z.object({
  name: text(80),
  firstSurname: text(80),
  secondSurname: text(80),
  sex,
  nationality: text(60),
  countryOfBirth: text(60),
  stateOfBirth: text(60),
  dateOfBirth: isoDateTime,
  curp,
  taxpayerId,
});
export type PersonalData = z.output<typeof personalData>;

/** Where a client lives (postal-code lookup fills municipality, city and state). */
export const addressLocation = z.object({
  streetName: text(120),
  exteriorNumber: text(20),
  interiorNumber: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(20)))),
  postalCode,
  neighborhood: text(120),
  municipality: z.optional(text(120)),
  city: z.optional(text(120)),
  state: z.optional(text(120)),
});

const housingFields = {
  addressType: housingType,
  /** Pesos; only when addressType is RENTED (at least src/domain's MIN_MONTHLY_RENT). */
  monthlyRent: z.optional(z.nullable(pesos)),
  movedInSince: monthStart,
  maritalStatus,
};

/** Address of spec §3 (location plus housing). Monthly rent is required (≥ MIN_MONTHLY_RENT) only when RENTED. */
export const address = z.extend(addressLocation, housingFields).check(rentWhenRented);
export type Address = z.output<typeof address>;

/** An address as the server returns it (`GET /clients/addresses`, promoter client check): housing data optional. */
export const storedAddress = z.extend(addressLocation, {
  id: z.optional(id),
  addressType: z.optional(z.nullable(housingType)),
  monthlyRent: z.optional(z.nullable(pesos)),
  movedInSince: z.optional(z.nullable(monthStart)),
  maritalStatus: z.optional(z.nullable(maritalStatus)),
});
export type StoredAddress = z.output<typeof storedAddress>;

/**
 * Employment (spec §3). For EMPLOYED, INDEPENDENT and RETIRED, companyName, position, monthlySalary (pesos, at
 * least src/domain's MIN_MONTHLY_INCOME) and startDate are required; otherwise only status and economicDependents
 * are sent.
 * economicDependents: 0 to 6 (6 means "6 or more").
 */
export const employment = z
  .object({
    status: employmentStatus,
    economicDependents: z.int().check(z.gte(0), z.lte(6)),
    companyName: z.optional(text(120)),
    position: z.optional(text(120)),
    monthlySalary: z.optional(pesos),
    startDate: z.optional(monthStart),
  })
  .check(
    z.refine(
      (e) =>
        !(WORKING_STATUSES as readonly string[]).includes(e.status) ||
        (e.companyName !== undefined &&
          e.position !== undefined &&
          e.monthlySalary !== undefined &&
          e.startDate !== undefined),
      { message: 'Faltan datos del empleo', path: ['companyName'] },
    ),
    z.refine(
      (e) =>
        !(WORKING_STATUSES as readonly string[]).includes(e.status) ||
        e.monthlySalary === undefined ||
        isEnoughIncome(e.monthlySalary),
      { message: MIN_INCOME_MESSAGE, path: ['monthlySalary'] },
    ),
  );
export type Employment = z.output<typeof employment>;

/** Personal reference: full name and a phone of at least 10 digits. */
export const personalReference = z.object({
  fullName: text(160),
  phoneNumber: z.string().check(z.regex(/^\d{10,15}$/)),
});
/** Exactly two personal references (spec §3). */
export const personalReferences = z.array(personalReference).check(z.length(2));

// ---------------------------------------------------------------------------------------------------------------
// Common responses

/** A session token (JWT). Its audience says which kind of session it opens. */
export const tokenResponse = z.object({ token: z.string().check(z.minLength(1)) });
/** A code (e-mail or SMS) was sent; `retryAfterSeconds` tells when a resend is allowed. */
export const codeSentResponse = z.object({ sent: z.literal(true), retryAfterSeconds: z.optional(z.int()) });
/** Acknowledgement of a call whose effect needs no data back. */
export const okResponse = z.object({ ok: z.literal(true) });

/** Path parameter `:id` (application, client...). */
export const idParams = z.object({ id });

/**
 * What an endpoint declared with `file` answers (src/api/contract/endpoint.ts): the file's name, sent as
 * `Content-Disposition: attachment; filename="…"` (letters, digits, `.`, `_` and `-` only), and its text.
 */
export const fileResponse = z.object({
  fileName: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,100}$/)),
  content: z.string(),
});

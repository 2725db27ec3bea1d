/**
 * Application statuses and the transitions the sandbox allows (spec §4). Every change goes through
 * `assertTransition` and is recorded in the status audit trail (`application_status_events`).
 *
 * Besides the statuses of the contract, the server keeps two internal ones that are never listed:
 * - CREATED: created, waiting for the references (submit) and the credit-check NIP;
 * - PRELIMINARY_PASSED: a promoter's application that passed the preliminary model, waiting for the quick
 *   application and the client's activation code.
 */
import type { ApplicationStatus } from '../../src/api/contract/common.ts';

export type InternalStatus = 'CREATED' | 'PRELIMINARY_PASSED';
/** PENDING_CLIENT_CONSENT is how the list shows a CREATED application of a promoter: never stored. */
export type StoredStatus = Exclude<ApplicationStatus, 'PENDING_CLIENT_CONSENT'> | InternalStatus;

export const INTERNAL_STATUSES: readonly InternalStatus[] = ['CREATED', 'PRELIMINARY_PASSED'];

const DECIDED: readonly StoredStatus[] = [
  'APPROVED',
  'PREAPPROVED',
  'RETRY_PROCESSING_APPLICATION',
  'ELEGIBLE_FOR_INTEREST_PAYMENTS',
  'REJECTED',
];

/** Allowed transitions: from → to. */
export const TRANSITIONS: Readonly<Record<StoredStatus, readonly StoredStatus[]>> = {
  CREATED: [...DECIDED, 'PRELIMINARY_PASSED'],
  PRELIMINARY_PASSED: DECIDED,
  RETRY_PROCESSING_APPLICATION: DECIDED,
  ELEGIBLE_FOR_INTEREST_PAYMENTS: ['APPROVED', 'PREAPPROVED', 'RETRY_PROCESSING_APPLICATION', 'REJECTED'],
  // REJECTED from PREAPPROVED / APPROVED: the (pre)authorisation expired after 15 days (AUTHORIZATION_EXPIRED).
  PREAPPROVED: ['DOCUMENTS_UPLOADED', 'REJECTED'],
  DOCUMENTS_UPLOADED: ['ANALYSIS'],
  ANALYSIS: ['APPROVED'],
  // The e-signature was sent: validated, then back to APPROVED (contractSignatureStatus SIGNED or INVALID_SIGNATURE).
  APPROVED: ['VALIDATING_SIGNATURE', 'SIGNED', 'REJECTED'],
  VALIDATING_SIGNATURE: ['APPROVED'],
  SIGNED: ['PAID'],
  // CONFIRMED: the store confirmed the delivery (STORE) / the bank confirmed the transfer (PERSONAL_LOAN).
  PAID: ['CONFIRMED'],
  CONFIRMED: [],
  REJECTED: [],
};

export function canTransition(from: StoredStatus, to: StoredStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isInternal(status: string): status is InternalStatus {
  return (INTERNAL_STATUSES as readonly string[]).includes(status);
}

/** Statuses of an application "in progress": a new one cannot be created meanwhile (409). */
export const IN_PROGRESS: readonly StoredStatus[] = [
  'PRELIMINARY_PASSED',
  'RETRY_PROCESSING_APPLICATION',
  'ELEGIBLE_FOR_INTEREST_PAYMENTS',
  'PREAPPROVED',
  'DOCUMENTS_UPLOADED',
  'ANALYSIS',
  'APPROVED',
  'VALIDATING_SIGNATURE',
  'SIGNED',
];

/** Statuses whose (pre)authorisation is valid for a limited time (spec §9: 15 days from the decision). */
export const EXPIRING: readonly StoredStatus[] = ['PREAPPROVED', 'APPROVED'];
export const AUTHORIZATION_VALID_DAYS = 15;
/** Rejection reason of an application whose (pre)authorisation expired unused. */
export const EXPIRED_REASON = 'AUTHORIZATION_EXPIRED';

/**
 * A promoter's application waits for the client's consent (the credit-check NIP) this long from its creation;
 * then it is REJECTED with CONSENT_EXPIRED_REASON. Before the consent it holds none of the client's limit, changes
 * nothing of their profile and does not block them (docs/lending-api.md, "What a promoter can see and do").
 */
export const CONSENT_WINDOW_HOURS = 24;
/** Rejection reason of a promoter's application the client did not consent to in time. */
export const CONSENT_EXPIRED_REASON = 'CONSENT_EXPIRED';
/** Rejection reason of a promoter's application the client cancelled before consenting. */
export const CANCELLED_BY_CLIENT_REASON = 'CANCELLED_BY_CLIENT';
/**
 * A client's own application still CREATED (not decided yet, never listed) lives this long from its creation on the
 * server's clock; then it is closed as REJECTED with ABANDONED_REASON. A client has at most one: creating another
 * closes it in the same transaction. It holds none of the client's limit (docs/lending-api.md, "An application
 * the client cannot see").
 */
export const UNFINISHED_WINDOW_HOURS = 24;
/** Rejection reason of a client's own application closed before its decision: replaced by a newer one, or expired. */
export const ABANDONED_REASON = 'APPLICATION_ABANDONED';
/** Rejection reasons that are not a credit decision (never count towards REJECTED_APPLICATIONS_LIMIT_EXCEEDED). */
export const NOT_CREDIT_REJECTIONS: readonly string[] = [
  EXPIRED_REASON,
  CONSENT_EXPIRED_REASON,
  CANCELLED_BY_CLIENT_REASON,
  ABANDONED_REASON,
];

/** The facts of an application that tell whether it still waits for the client's consent. */
export interface ConsentFacts {
  status: string;
  filedByPromoter: boolean;
  consentedAt: Date | null;
}

/** A client's own application not decided yet (CREATED, not filed by a promoter): internal, holds no credit. */
export function isUnfinishedOwn(a: Pick<ConsentFacts, 'status' | 'filedByPromoter'>): boolean {
  return !a.filedByPromoter && a.status === 'CREATED';
}

/** A promoter's application the client has not consented to (yet): CREATED, no verified NIP. */
export function awaitsClientConsent(a: ConsentFacts): boolean {
  return a.filedByPromoter && a.consentedAt === null && a.status === 'CREATED';
}

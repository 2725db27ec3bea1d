/**
 * The sandbox credit decision: deterministic rules over a simulated credit-bureau file (one per CURP), the
 * client's history with us, and an optional outcome forced by QA. The rules, in order, are documented in the
 * README ("Sandbox personas and outcomes") and in docs/lending-api.md; keep the three in step.
 */
import type { REJECTION_REASONS } from '../../src/api/contract/common.ts';

export type KnownRejectionReason = (typeof REJECTION_REASONS)[number];

/** Outcomes a decision can give; PASSED_PRELIMINARY_MODEL only in the promoter's preliminary model. */
export const DECISION_OUTCOMES = [
  'APPROVED',
  'PREAPPROVED',
  'RETRY_PROCESSING_APPLICATION',
  'ELEGIBLE_FOR_INTEREST_PAYMENTS',
  'PASSED_PRELIMINARY_MODEL',
  'REJECTED',
] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** Score bounds of the rules. */
export const MIN_SCORE = 550;
export const MSI_MIN_SCORE = 650;
export const AUTO_APPROVAL_SCORE = 750;
export const RETURNING_CLIENT_APPROVAL_SCORE = 680;
export const MAX_RECENT_CONSULTATIONS = 5;
/** Credit limit given on a first approval when the bureau file names none (or there is no file). */
export const DEFAULT_CREDIT_LIMIT_PESOS = 30_000;

/** A simulated credit-bureau file. */
export interface BureauFile {
  /** 300–850. */
  score: number;
  /** Accounts past due at other lenders. */
  overdueAccounts: number;
  /** Months of credit history (0: none). */
  historyMonths: number;
  /** Credit-report consultations in the last 3 months. */
  recentConsultations: number;
  /** The client froze their credit report. */
  blocked: boolean;
  /** A fraud alert is on file. */
  fraudAlert: boolean;
  /** The bureau does not answer for this person (the application is retried). */
  unavailable: boolean;
  /** Credit limit, in pesos, granted on approval (null: DEFAULT_CREDIT_LIMIT_PESOS). */
  creditLimitPesos: number | null;
}

export interface ForcedDecision {
  outcome: DecisionOutcome;
  rejectionReason?: string | null;
  overdueAccounts?: number | null;
}

export interface DecisionInput {
  stage: 'final' | 'preliminary';
  file: BureauFile | null;
  forced: ForcedDecision | null;
  /** The client owes an overdue balance on a loan with us. */
  internalPastDue: boolean;
  /** Loans with us paid off, or running with no overdue balance. */
  goodLoansWithUs: number;
  /** The application asked for meses sin intereses. */
  noInterestPayments: boolean;
  /** The client already accepted to continue with interest (skip the MSI rule). */
  acceptedInterest: boolean;
}

export interface Decision {
  outcome: DecisionOutcome;
  rejectionReason: string | null;
  overdueAccounts: number | null;
  /** Which rule decided, for the audit trail and QA. */
  rule: string;
  /** True when a forced outcome was used (the caller consumes it). */
  usedForced: boolean;
}

const reject = (
  reason: KnownRejectionReason,
  rule: string,
  overdueAccounts: number | null = null,
): Decision => ({
  outcome: 'REJECTED',
  rejectionReason: reason,
  overdueAccounts,
  rule,
  usedForced: false,
});
const outcome = (o: DecisionOutcome, rule: string): Decision => ({
  outcome: o,
  rejectionReason: null,
  overdueAccounts: null,
  rule,
  usedForced: false,
});

function fromForced(forced: ForcedDecision): Decision {
  if (forced.outcome === 'REJECTED') {
    const reason = forced.rejectionReason ?? 'FAILED_RISK_MODEL';
    return {
      outcome: 'REJECTED',
      rejectionReason: reason,
      overdueAccounts: reason === 'OVERDUE_ACCOUNTS' ? (forced.overdueAccounts ?? 1) : null,
      rule: 'forced',
      usedForced: true,
    };
  }
  return { ...outcome(forced.outcome, 'forced'), usedForced: true };
}

/** The rejection rules shared by the preliminary model and the final decision, or null when none applies. */
function rejection(input: DecisionInput): Decision | null {
  const f = input.file;
  if (f?.blocked) return reject('CREDIT_HISTORY_BLOCKED', 'bureau: report blocked');
  if (f?.fraudAlert) return reject('FRAUDULENT_BEHAVIOR', 'bureau: fraud alert');
  if (input.internalPastDue) return reject('INTERNAL_PAST_DUE_BALANCE', 'internal: overdue loan with us');
  if (!f) return null;
  if (f.overdueAccounts > 0) return reject('OVERDUE_ACCOUNTS', 'bureau: overdue accounts', f.overdueAccounts);
  if (f.historyMonths === 0) return reject('NO_CREDIT_HISTORY', 'bureau: no credit history');
  if (f.score < MIN_SCORE) return reject('FICO_SCORE_TOO_LOW', `bureau: score under ${MIN_SCORE}`);
  if (f.recentConsultations > MAX_RECENT_CONSULTATIONS) {
    return reject('TOO_MANY_CONSULTATIONS', `bureau: more than ${MAX_RECENT_CONSULTATIONS} consultations`);
  }
  return null;
}

/** Decides. Pure and deterministic: the same input always gives the same decision. */
export function decide(input: DecisionInput): Decision {
  const { forced, stage } = input;
  if (forced) {
    if (stage === 'preliminary') {
      // Only a rejection or the pass itself decide the preliminary model; other outcomes wait for the final one.
      if (forced.outcome === 'REJECTED' || forced.outcome === 'PASSED_PRELIMINARY_MODEL')
        return fromForced(forced);
    } else if (forced.outcome !== 'PASSED_PRELIMINARY_MODEL') {
      return fromForced(forced);
    }
  }
  if (input.file?.unavailable) return outcome('RETRY_PROCESSING_APPLICATION', 'bureau: unavailable');
  const rejected = rejection(input);
  if (rejected) return rejected;
  if (stage === 'preliminary') return outcome('PASSED_PRELIMINARY_MODEL', 'preliminary model passed');

  const f = input.file;
  if (!f) {
    return input.goodLoansWithUs > 0
      ? outcome('APPROVED', 'no bureau file: returning client')
      : outcome('PREAPPROVED', 'no bureau file: first application');
  }
  if (input.noInterestPayments && !input.acceptedInterest && f.score < MSI_MIN_SCORE) {
    return outcome('ELEGIBLE_FOR_INTEREST_PAYMENTS', `bureau: score under ${MSI_MIN_SCORE} for MSI`);
  }
  if (f.score >= AUTO_APPROVAL_SCORE) return outcome('APPROVED', `bureau: score ${AUTO_APPROVAL_SCORE}+`);
  if (input.goodLoansWithUs > 0 && f.score >= RETURNING_CLIENT_APPROVAL_SCORE) {
    return outcome('APPROVED', `returning client, score ${RETURNING_CLIENT_APPROVAL_SCORE}+`);
  }
  return outcome('PREAPPROVED', 'bureau: documents needed');
}

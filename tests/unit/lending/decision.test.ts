import { describe, expect, it } from 'vitest';
import { type BureauFile, type DecisionInput, decide } from '../../../server/lending/decision.ts';
import { REJECTION_REASONS } from '../../../src/api/contract/common.ts';

const good: BureauFile = {
  ...{ score: 700, overdueAccounts: 0, historyMonths: 48, recentConsultations: 1, blocked: false },
  ...{ fraudAlert: false, unavailable: false, creditLimitPesos: 40_000 },
};

const base: DecisionInput = {
  ...{ stage: 'final', file: good, forced: null, internalPastDue: false, goodLoansWithUs: 0 },
  ...{ noInterestPayments: false, acceptedInterest: false },
};

describe('decision rules', () => {
  it('no bureau file: PREAPPROVED on a first application, APPROVED for a returning client', () => {
    expect(decide({ ...base, file: null }).outcome).toBe('PREAPPROVED');
    expect(decide({ ...base, file: null, goodLoansWithUs: 1 }).outcome).toBe('APPROVED');
  });

  it('score bands', () => {
    expect(decide({ ...base, file: { ...good, score: 780 } }).outcome).toBe('APPROVED');
    expect(decide(base).outcome).toBe('PREAPPROVED');
    expect(decide({ ...base, goodLoansWithUs: 2 }).outcome).toBe('APPROVED');
    const low = decide({ ...base, file: { ...good, score: 500 } });
    expect([low.outcome, low.rejectionReason]).toEqual(['REJECTED', 'FICO_SCORE_TOO_LOW']);
  });

  it('rejections from the file, in order', () => {
    const r = (f: Partial<BureauFile>) => decide({ ...base, file: { ...good, ...f } }).rejectionReason;
    const files = [{ blocked: true, fraudAlert: true }, { fraudAlert: true }, { historyMonths: 0 }];
    expect([...files, { recentConsultations: 6 }].map(r)).toEqual([
      ...['CREDIT_HISTORY_BLOCKED', 'FRAUDULENT_BEHAVIOR', 'NO_CREDIT_HISTORY', 'TOO_MANY_CONSULTATIONS'],
    ]);
    const overdue = decide({ ...base, file: { ...good, overdueAccounts: 3 } });
    expect([overdue.rejectionReason, overdue.overdueAccounts]).toEqual(['OVERDUE_ACCOUNTS', 3]);
    expect(decide({ ...base, internalPastDue: true }).rejectionReason).toBe('INTERNAL_PAST_DUE_BALANCE');
    const pastDue = decide({ ...base, file: null, internalPastDue: true });
    expect(pastDue.rejectionReason).toBe('INTERNAL_PAST_DUE_BALANCE');
  });

  it('an unavailable bureau asks to retry', () => {
    const unavailable = decide({ ...base, file: { ...good, unavailable: true } });
    expect(unavailable.outcome).toBe('RETRY_PROCESSING_APPLICATION');
  });

  it('MSI with a middling score offers to continue with interest; after accepting, the usual rules apply', () => {
    const msi = { ...base, file: { ...good, score: 600 }, noInterestPayments: true };
    expect(decide(msi).outcome).toBe('ELEGIBLE_FOR_INTEREST_PAYMENTS');
    expect(decide({ ...msi, acceptedInterest: true }).outcome).toBe('PREAPPROVED');
    expect(decide({ ...msi, file: good }).outcome).toBe('PREAPPROVED');
  });

  it('the promoter preliminary model passes or rejects', () => {
    expect(decide({ ...base, stage: 'preliminary' }).outcome).toBe('PASSED_PRELIMINARY_MODEL');
    expect(decide({ ...base, stage: 'preliminary', file: { ...good, score: 400 } }).outcome).toBe('REJECTED');
  });

  it('a forced outcome wins, for every outcome and every rejection reason', () => {
    const outcomes = [
      'APPROVED',
      'PREAPPROVED',
      'RETRY_PROCESSING_APPLICATION',
      'ELEGIBLE_FOR_INTEREST_PAYMENTS',
    ] as const;
    for (const outcome of outcomes) {
      const d = decide({ ...base, file: { ...good, blocked: true }, forced: { outcome } });
      expect([d.outcome, d.usedForced]).toEqual([outcome, true]);
    }
    for (const reason of REJECTION_REASONS) {
      const forced = { outcome: 'REJECTED', rejectionReason: reason, overdueAccounts: 4 } as const;
      const d = decide({ ...base, forced });
      expect([d.rejectionReason, d.overdueAccounts]).toEqual([
        reason,
        reason === 'OVERDUE_ACCOUNTS' ? 4 : null,
      ]);
    }
  });

  it('forced outcomes at the preliminary stage: only REJECTED and PASSED_PRELIMINARY_MODEL decide it', () => {
    const forced = { outcome: 'PASSED_PRELIMINARY_MODEL' } as const;
    const pass = decide({ ...base, stage: 'preliminary', file: { ...good, score: 400 }, forced });
    expect([pass.outcome, pass.usedForced]).toEqual(['PASSED_PRELIMINARY_MODEL', true]);
    const later = decide({ ...base, stage: 'preliminary', forced: { outcome: 'APPROVED' } });
    expect([later.outcome, later.usedForced]).toEqual(['PASSED_PRELIMINARY_MODEL', false]);
    const ignored = decide({ ...base, forced });
    expect([ignored.outcome, ignored.usedForced]).toEqual(['PREAPPROVED', false]);
  });

  it('is deterministic', () => {
    expect(decide(base)).toEqual(decide(base));
  });
});

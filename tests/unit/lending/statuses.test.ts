import { describe, expect, it } from 'vitest';
import {
  canTransition,
  IN_PROGRESS,
  INTERNAL_STATUSES,
  type StoredStatus,
  TRANSITIONS,
} from '../../../server/lending/statuses.ts';
import { APPLICATION_STATUSES } from '../../../src/api/contract/common.ts';

describe('status transitions (spec §4)', () => {
  it('follows the life cycle', () => {
    const path: StoredStatus[] = [
      'CREATED',
      'PREAPPROVED',
      'DOCUMENTS_UPLOADED',
      'ANALYSIS',
      'APPROVED',
      'SIGNED',
      'PAID',
    ];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!)).toBe(true);
    expect(canTransition('CREATED', 'PRELIMINARY_PASSED')).toBe(true);
    expect(canTransition('PRELIMINARY_PASSED', 'APPROVED')).toBe(true);
    expect(canTransition('ELEGIBLE_FOR_INTEREST_PAYMENTS', 'REJECTED')).toBe(true);
    expect(canTransition('RETRY_PROCESSING_APPLICATION', 'APPROVED')).toBe(true);
  });

  it('VALIDATING_SIGNATURE, CONFIRMED and the 15-day expiry of (pre)authorisations', () => {
    expect(canTransition('APPROVED', 'VALIDATING_SIGNATURE')).toBe(true);
    expect(canTransition('VALIDATING_SIGNATURE', 'APPROVED')).toBe(true);
    expect(canTransition('VALIDATING_SIGNATURE', 'SIGNED')).toBe(false);
    expect(canTransition('PAID', 'CONFIRMED')).toBe(true);
    expect(canTransition('CONFIRMED', 'PAID')).toBe(false);
    expect(canTransition('PREAPPROVED', 'REJECTED')).toBe(true);
    expect(canTransition('APPROVED', 'REJECTED')).toBe(true);
    expect(canTransition('SIGNED', 'REJECTED')).toBe(false);
    expect(IN_PROGRESS).toContain('VALIDATING_SIGNATURE');
  });

  it('refuses shortcuts and moves out of final states', () => {
    expect(canTransition('APPROVED', 'PAID')).toBe(false);
    expect(canTransition('PREAPPROVED', 'APPROVED')).toBe(false);
    expect(canTransition('CREATED', 'SIGNED')).toBe(false);
    expect(canTransition('REJECTED', 'APPROVED')).toBe(false);
    expect(canTransition('PAID', 'SIGNED')).toBe(false);
  });

  it('covers every contract status plus the internal ones (PENDING_CLIENT_CONSENT is a CREATED one, listed)', () => {
    const stored = APPLICATION_STATUSES.filter((s) => s !== 'PENDING_CLIENT_CONSENT');
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...stored, ...INTERNAL_STATUSES].sort());
  });
});

import { describe, expect, it } from 'vitest';
import {
  canTransition,
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

  it('refuses shortcuts and moves out of final states', () => {
    expect(canTransition('APPROVED', 'PAID')).toBe(false);
    expect(canTransition('PREAPPROVED', 'APPROVED')).toBe(false);
    expect(canTransition('CREATED', 'SIGNED')).toBe(false);
    expect(canTransition('REJECTED', 'APPROVED')).toBe(false);
    expect(canTransition('PAID', 'SIGNED')).toBe(false);
  });

  it('covers every contract status plus the internal ones', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...APPLICATION_STATUSES, ...INTERNAL_STATUSES].sort());
  });
});

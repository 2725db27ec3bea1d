import { describe, expect, it } from 'vitest';
import {
  canTransition,
  IN_PROGRESS,
  INTERNAL_STATUSES,
  type StoredStatus,
  TRANSITIONS,
} from '../../../server/lending/statuses.ts';
import { APPLICATION_STATUSES } from '../../../src/api/contract/common.ts';

/** Transitions written `FROM>TO`, separated by spaces. */
const moves = (text: string) =>
  text.split(' ').map((move) => move.split('>') as [StoredStatus, StoredStatus]);
const expectMoves = (text: string, allowed: boolean) => {
  for (const [from, to] of moves(text)) expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed);
};

describe('status transitions (spec §4)', () => {
  it('follows the life cycle', () => {
    const path = 'CREATED PREAPPROVED DOCUMENTS_UPLOADED ANALYSIS APPROVED SIGNED PAID'.split(
      ' ',
    ) as StoredStatus[];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!)).toBe(true);
    expectMoves('CREATED>PRELIMINARY_PASSED PRELIMINARY_PASSED>APPROVED', true);
    expectMoves('ELEGIBLE_FOR_INTEREST_PAYMENTS>REJECTED RETRY_PROCESSING_APPLICATION>APPROVED', true);
  });

  it('VALIDATING_SIGNATURE, CONFIRMED and the 15-day expiry of (pre)authorisations', () => {
    expectMoves('APPROVED>VALIDATING_SIGNATURE VALIDATING_SIGNATURE>APPROVED PAID>CONFIRMED', true);
    expectMoves('PREAPPROVED>REJECTED APPROVED>REJECTED', true);
    expectMoves('VALIDATING_SIGNATURE>SIGNED CONFIRMED>PAID SIGNED>REJECTED', false);
    expect(IN_PROGRESS).toContain('VALIDATING_SIGNATURE');
  });

  it('refuses shortcuts and moves out of final states', () => {
    expectMoves('APPROVED>PAID PREAPPROVED>APPROVED CREATED>SIGNED REJECTED>APPROVED PAID>SIGNED', false);
  });

  it('covers every contract status plus the internal ones (PENDING_CLIENT_CONSENT is a CREATED one, listed)', () => {
    const stored = APPLICATION_STATUSES.filter((s) => s !== 'PENDING_CLIENT_CONSENT');
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...stored, ...INTERNAL_STATUSES].sort());
  });
});

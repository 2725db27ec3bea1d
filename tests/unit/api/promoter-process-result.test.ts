/**
 * The promoter is told the decision only (fourth audit): `pre-process` and `process` declare the promoter's answer
 * (`responses.business`), strict, so the server's response check refuses an answer to a promoter that carries the
 * reason or anything from the bureau; the customer's answer keeps them.
 */
import { describe, expect, it } from 'vitest';
import {
  preProcess,
  processApplication,
  processResult,
  promoterProcessResult,
} from '../../../src/api/contract/applications';

const id = '3b1f8e4a-5c2d-4e6f-8a9b-0c1d2e3f4a5b';
const decision = { id, status: 'REJECTED', processedAt: '2026-11-23T18:00:00.000Z' };

describe('the promoter’s answer to pre-process and process', () => {
  it('is declared for the business audience of both calls', () => {
    expect(promoterProcessResult).toBeDefined();
    for (const call of [preProcess, processApplication])
      expect(call.responses?.business).toBe(promoterProcessResult);
    expect(processApplication.responses?.client).toBeUndefined();
  });

  it.each([
    ['the reason', { rejectionReason: 'OVERDUE_ACCOUNTS' }],
    ['a null reason', { rejectionReason: null }],
    ['the count of overdue accounts', { overdueAccounts: 3 }],
    ['any other field', { score: 512 }],
  ])('refuses %s', (_what, extra) => {
    expect(promoterProcessResult.safeParse({ ...decision, ...extra }).success).toBe(false);
  });

  it('takes the decision with its date; the customer’s answer keeps the reason', () => {
    expect(promoterProcessResult.safeParse(decision).success).toBe(true);
    const customer = { ...decision, rejectionReason: 'OVERDUE_ACCOUNTS', overdueAccounts: 3 };
    expect(processResult.parse(customer)).toEqual(customer);
    // The app reads a promoter's answer with the customer's schema: no reason reads as null.
    expect(processResult.parse(decision)).toEqual({ ...decision, rejectionReason: null });
  });
});

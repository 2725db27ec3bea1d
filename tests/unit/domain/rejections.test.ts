/**
 * src/domain/rejections.ts: the customer's text of every rejection reason (spec §8), written once for the result
 * screen and the decision SMS; the count of OVERDUE_ACCOUNTS; codes with a trailing space; the default. The
 * expected texts are the spec oracle's table (tests/model/oracle/spec.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REJECTION_TEXT,
  overdueAccountsText,
  REJECTION_TEXTS,
  rejectionText,
} from '../../../src/domain/rejections';
import {
  DEFAULT_REJECTION,
  overdueAccountsText as overdueOracle,
  REJECTION_TEXTS as TEXTS,
} from '../../model/oracle/spec.ts';

describe('rejection texts', () => {
  it('every reason has its text, exactly', () => {
    expect(REJECTION_TEXTS).toEqual(TEXTS);
  });

  it.each(Object.entries(TEXTS))('%s, with or without a trailing space', (reason, text) => {
    expect(rejectionText(reason)).toBe(text);
    expect(rejectionText(`${reason} `)).toBe(text);
  });

  it('OVERDUE_ACCOUNTS with the count (singular and plural); without it, the reason’s text', () => {
    const counted = [
      rejectionText('OVERDUE_ACCOUNTS', 2),
      rejectionText('OVERDUE_ACCOUNTS ', 1),
      rejectionText('OVERDUE_ACCOUNTS', 0),
    ];
    expect(counted).toEqual([2, 1, 0].map(overdueOracle));
    expect(overdueAccountsText(3)).toBe(overdueOracle(3));
    // The count belongs to OVERDUE_ACCOUNTS only.
    expect(rejectionText('FICO_SCORE_TOO_LOW', 2)).toBe(TEXTS.FICO_SCORE_TOO_LOW);
  });

  it('an unknown, empty or missing code: the default', () => {
    expect(DEFAULT_REJECTION_TEXT).toBe(DEFAULT_REJECTION.copy);
    for (const reason of ['SOME_OTHER_REASON', 'toString', '', null, undefined]) {
      expect(rejectionText(reason)).toBe(DEFAULT_REJECTION_TEXT);
    }
  });
});

/** The rows of the drafts oracle (§5, §9): each must be used by a path or walk. */
import { oracleRows } from '../../model/harness/rows.ts';
import { DRAFTS_SPEC as SPEC } from './drafts.oracle.ts';

export const DRAFTS_ROWS = oracleRows('drafts', [
  ...Object.keys(SPEC.lifetimes).flatMap((key) => [`${key} one below`, `${key} at`, `${key} one above`]),
  ...SPEC.untilLogout.map((key) => `${key} without lifetime`),
  'unparsable',
  'STORE without store',
  'personal loan without store',
]);

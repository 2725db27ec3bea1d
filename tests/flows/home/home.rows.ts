/** The rows of the home oracle (§4 tracker table, §6/§8/§9 dashboard): each must be used by a path or walk. */
import { oracleRows } from '../../model/harness/rows.ts';
import { HOME_SPEC as SPEC } from './home.oracle.ts';

export const HOME_ROWS = oracleRows('home', [
  ...Object.keys(SPEC.trackerStep).map((status) => `tracker ${status}`),
  ...SPEC.untracked.map((status) => `untracked ${status}`),
  'dashboard: no limit',
  'dashboard: balances unread',
  'dashboard: available',
  'loading failed',
]);

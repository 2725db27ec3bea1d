/**
 * The rows of the quick application's oracle that some walk must use (tests/model/harness/rows.ts): each bound, one
 * below and one above, each status at each entry that reads it, each rejection reason plus an unknown code, each
 * kind of client (promoter.bounds.ts), and each alert (promoter.alerts.ts). The checks mark what they decided with
 * `saw` (not every value walked is a bound: a value that is no row is ignored). The screens cannot walk
 * `MACHINE_ONLY_ROWS`: required of the machine level only.
 */
import { oracleRows } from '../../model/harness/rows.ts';
import { SPEC_ALERTS } from './promoter.alerts.ts';
import { MACHINE_ONLY_ROWS, ROWS } from './promoter.bounds.ts';

export const PROMOTER_ROWS = oracleRows(
  'promoter',
  [...ROWS, ...SPEC_ALERTS.map((a) => `alert ${a.message}`)],
  {
    atLevel: (row, level) => level === 'machine' || !MACHINE_ONLY_ROWS.includes(row),
  },
);

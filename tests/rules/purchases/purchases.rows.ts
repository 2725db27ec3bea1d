/** The rows of Mi cuenta's oracle (§2, §4): each must be used by a path or walk. */
import { oracleRows } from '../../model/harness/rows.ts';
import { PURCHASES_SPEC as SPEC } from './purchases.oracle.ts';

export const PURCHASES_ROWS = oracleRows('purchases', [
  ...SPEC.tabs.map((tab) => `tab ${tab}`),
  'Activas PAID',
  'Activas CONFIRMED',
  'Al corriente at 0',
  'Vencida one centavo above',
  'Vencida well above',
  'Pagadas liquidated',
  'no balance, not active',
  'not disbursed, not listed',
  'balances unread',
]);

/** The rows of the shell menu oracle (§2, §6): each must be used by a path or walk. */
import { oracleRows } from '../../model/harness/rows.ts';

export const SHELL_MENU_ROWS = oracleRows('shellMenu', [
  'visitor',
  'client',
  'client without role',
  'promoter',
]);

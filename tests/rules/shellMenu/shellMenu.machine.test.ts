import { everyRowUsed } from '../../model/harness/rows.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { shellMenuModel } from './shellMenu.model.ts';
import { SHELL_MENU_ROWS } from './shellMenu.rows.ts';

machineSuite(shellMenuModel);
everyRowUsed(SHELL_MENU_ROWS);

import { everyRowUsed } from '../../model/harness/rows.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { purchasesModel } from './purchases.model.ts';
import { PURCHASES_ROWS } from './purchases.rows.ts';

machineSuite(purchasesModel);
everyRowUsed(PURCHASES_ROWS);

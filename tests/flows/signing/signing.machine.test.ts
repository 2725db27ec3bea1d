import { classSuite } from '../../model/harness/classes.ts';
import { everyRowUsed } from '../../model/harness/rows.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { everyTableRowWalked } from '../../model/tables/table.ts';
import { SIGNING_CLASSES, SIGNING_TABLE_ROWS } from './signing.classes.ts';
import { SIGNING_ROWS } from './signing.entry.ts';
import { signingModel } from './signing.model.ts';

machineSuite(signingModel);
classSuite(signingModel, SIGNING_CLASSES, 'machine');
everyRowUsed(SIGNING_ROWS);
everyTableRowWalked(SIGNING_TABLE_ROWS);

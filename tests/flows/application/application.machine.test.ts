import { classSuite } from '../../model/harness/classes.ts';
import { everyRowUsed } from '../../model/harness/rows.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { everyTableRowWalked } from '../../model/tables/table.ts';
import { APPLICATION_TABLE_ROWS } from './application.bounds.ts';
import { APPLICATION_CLASSES } from './application.classes.ts';
import { applicationModel } from './application.model.ts';
import { applicationRows } from './application.oracle.ts';
import { APPLICATION_EDGE_WALKS } from './application.walks.ts';

machineSuite(applicationModel);
classSuite(applicationModel, [...APPLICATION_CLASSES, ...APPLICATION_EDGE_WALKS], 'machine');
// Every row of the oracle used by some path, walk or class walk of this file (rows only the screens show: UI level).
everyRowUsed(applicationRows, 'machine');
everyTableRowWalked(APPLICATION_TABLE_ROWS);

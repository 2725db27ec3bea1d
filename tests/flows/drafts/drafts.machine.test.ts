import { machineSuite } from '../../model/harness/suite.ts';
import { everyRowUsed } from '../../model/oracle/rows.ts';
import { draftsModel } from './drafts.model.ts';
import { DRAFTS_ROWS } from './drafts.rows.ts';

machineSuite(draftsModel);
everyRowUsed(DRAFTS_ROWS);

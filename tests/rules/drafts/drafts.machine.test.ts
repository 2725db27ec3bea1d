import { everyRowUsed } from '../../model/harness/rows.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { draftsModel } from './drafts.model.ts';
import { DRAFTS_ROWS } from './drafts.rows.ts';

machineSuite(draftsModel);
everyRowUsed(DRAFTS_ROWS);

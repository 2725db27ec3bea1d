import { everyRowUsed } from '../../model/harness/rows.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { SIGNING_ROWS } from './signing.entry.ts';
import { signingModel } from './signing.model.ts';

machineSuite(signingModel);
everyRowUsed(SIGNING_ROWS);

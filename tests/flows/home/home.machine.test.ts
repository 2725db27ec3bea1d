import { everyRowUsed } from '../../model/harness/rows.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { homeModel } from './home.model.ts';
import { HOME_ROWS } from './home.rows.ts';

machineSuite(homeModel);
everyRowUsed(HOME_ROWS);

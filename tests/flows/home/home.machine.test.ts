import { machineSuite } from '../../model/harness/suite.ts';
import { everyRowUsed } from '../../model/oracle/rows.ts';
import { homeModel } from './home.model.ts';
import { HOME_ROWS } from './home.rows.ts';

machineSuite(homeModel);
everyRowUsed(HOME_ROWS);

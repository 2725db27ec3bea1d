import { classSuite } from '../../model/harness/classes.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { everyTableRowWalked } from '../../model/tables/table.ts';
import { LOGIN_CLASSES, LOGIN_TABLE_ROWS } from './login.classes.ts';
import { loginModel } from './login.model.ts';

machineSuite(loginModel);
classSuite(loginModel, LOGIN_CLASSES, 'machine');
everyTableRowWalked(LOGIN_TABLE_ROWS);

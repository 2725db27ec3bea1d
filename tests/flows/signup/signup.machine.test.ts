import { classSuite } from '../../model/harness/classes.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { everyTableRowWalked } from '../../model/tables/table.ts';
import { SIGNUP_CLASSES, SIGNUP_TABLE_ROWS } from './signup.classes.ts';
import { signupModel } from './signup.model.ts';

machineSuite(signupModel);
classSuite(signupModel, SIGNUP_CLASSES, 'machine');
everyTableRowWalked(SIGNUP_TABLE_ROWS);

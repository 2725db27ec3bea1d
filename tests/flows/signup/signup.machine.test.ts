import { classSuite } from '../../model/harness/classes.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { SIGNUP_CLASSES } from './signup.classes.ts';
import { signupModel } from './signup.model.ts';

machineSuite(signupModel);
classSuite(signupModel, SIGNUP_CLASSES, 'machine');

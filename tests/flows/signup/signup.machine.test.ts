import { machineSuite } from '../../model/harness/suite.ts';
import { signupModel } from './signup.model.ts';

machineSuite(signupModel);

import { machineSuite } from './harness/suite.ts';
import { signupModel } from './signup.model.ts';

machineSuite(signupModel);
